'use client';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { apiGet, apiPost } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { errorText } from '@/components/crm/lead/error-text';
import { BOARD_STAGES, opportunityStageLabel } from '@/lib/crm/opportunity-stages';
import type { OpportunityCard, OpportunityStage } from '@/lib/crm/opportunity-types';
import type { AgentOption } from './board-filters';
import styles from './opportunities.module.css';

interface LeadHit {
  id: number;
  fullName: string;
  email: string | null;
}

interface Props {
  /** Managers choose who works the deal; null: it is the caller's. */
  agents: AgentOption[] | null;
  onClose: () => void;
  onCreated: (card: OpportunityCard) => void;
}

/** The answer's `errors` by field (422), if any. */
const fieldErrorsOf = (e: unknown): Record<string, string> => {
  const body = e instanceof ApiError ? (e.fullError as { body?: { errors?: Record<string, string> } } | null)?.body : undefined;
  return body?.errors ?? {};
};

/** "New opportunity": a lead found by name, e-mail or phone (GET /api/crm/leads?q=), then the deal's stage, value and expected close. */
export function NewOpportunityDialog({ agents, onClose, onCreated }: Props) {
  const id = useId();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<LeadHit[]>([]);
  const [lead, setLead] = useState<LeadHit | null>(null);
  const [stage, setStage] = useState<OpportunityStage>('qualified');
  const [value, setValue] = useState('');
  const [close, setClose] = useState('');
  const [propertyId, setPropertyId] = useState('');
  const [agentId, setAgentId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const term = q.trim();
    if (term.length < 2 || lead) return;
    let live = true;
    const timer = setTimeout(() => {
      apiGet<{ data: LeadHit[] }>('/crm/leads', { q: term, per_page: 8 })
        .then((answer) => live && setHits(answer.data))
        .catch(() => live && setHits([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q, lead]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!lead) local.leadId = 'Choose a lead';
    if (!/^\d+$/.test(value.replace(/[,$\s]/g, ''))) local.value = 'Enter the value in whole dollars';
    if (!close) local.expectedCloseAt = 'Choose the expected close date';
    if (propertyId && !/^\d+$/.test(propertyId)) local.propertyId = 'A listing id is a number';
    setErrors(local);
    if (Object.keys(local).length > 0 || !lead) return;
    setBusy(true);
    setMessage('');
    try {
      const answer = await apiPost<{ data: OpportunityCard }>('/crm/opportunities', {
        leadId: lead.id, stage, value: Number(value.replace(/[,$\s]/g, '')), expectedCloseAt: close,
        ...(propertyId ? { propertyId: Number(propertyId) } : {}), ...(agentId ? { agentId: Number(agentId) } : {}),
      });
      onCreated(answer.data);
    } catch (e) {
      setErrors(fieldErrorsOf(e));
      setMessage(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const described = (field: string) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});
  const error = (field: string) => (errors[field] ? <p id={`${id}-${field}-error`} className={styles.error}>{errors[field]}</p> : null);

  return (
    <Dialog open onClose={onClose} title="New opportunity" closeLabel="Close" className={styles.dialog} data-testid="new-opportunity-dialog">
      <form onSubmit={submit} noValidate className={styles.form}>
        <div className={styles.field}>
          <label htmlFor={`${id}-lead`}>Lead</label>
          {lead ? (
            <p className={styles.chosen}>
              <strong>{lead.fullName}</strong>
              <button type="button" className={styles.linkButton} onClick={() => { setLead(null); setHits([]); }}>Change</button>
            </p>
          ) : (
            <>
              <input id={`${id}-lead`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Name, e-mail or phone" autoComplete="off" {...described('leadId')} />
              {hits.length > 0 ? (
                <ul className={styles.hits} aria-label="Matching leads">
                  {hits.map((h) => (
                    <li key={h.id}>
                      <button type="button" className={styles.hit} onClick={() => { setLead(h); setErrors((x) => ({ ...x, leadId: '' })); }}>
                        {h.fullName}{h.email ? <span className={styles.muted}> · {h.email}</span> : null}
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </>
          )}
          {error('leadId')}
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={`${id}-stage`}>Stage</label>
            <select id={`${id}-stage`} value={stage} onChange={(e) => setStage(e.target.value as OpportunityStage)}>
              {BOARD_STAGES.map((s) => <option key={s} value={s}>{opportunityStageLabel(s)}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-value`}>Value ($)</label>
            <input id={`${id}-value`} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} {...described('value')} />
            {error('value')}
          </div>
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor={`${id}-close`}>Expected close</label>
            <input id={`${id}-close`} type="date" value={close} onChange={(e) => setClose(e.target.value)} min="2000-01-01" max="2100-12-31" {...described('expectedCloseAt')} />
            {error('expectedCloseAt')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-property`}>Listing id (optional)</label>
            <input id={`${id}-property`} inputMode="numeric" value={propertyId} onChange={(e) => setPropertyId(e.target.value)} {...described('propertyId')} />
            {error('propertyId')}
          </div>
        </div>
        {agents ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-agent`}>Agent</label>
            <select id={`${id}-agent`} value={agentId} onChange={(e) => setAgentId(e.target.value)} {...described('agentId')}>
              <option value="">Me</option>
              {agents.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
            </select>
            {error('agentId')}
          </div>
        ) : null}
        <p role="status" aria-live="polite" className={message ? styles.error : styles.status}>{message}</p>
        <div className={styles.buttons}>
          <button type="button" className="button button-secondary" onClick={onClose}>Cancel</button>
          <button type="submit" className="button" disabled={busy}>{busy ? 'Adding…' : 'Add opportunity'}</button>
        </div>
      </form>
    </Dialog>
  );
}
