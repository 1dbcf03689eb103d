'use client';
import { useState, type FormEvent } from 'react';
import { apiPost } from '@/lib/api/client';
import type { LeadFilterOptions } from '@/lib/crm/leads-list-types';
import { LEAD_STAGE_OPTIONS, MAX_TAG } from '@/lib/crm/leads-query';
import { stageLabel } from './lead-labels';
import styles from './leads.module.css';

type Action = 'assign' | 'stage' | 'tag' | 'untag';

/** Brokers' and admins' changes to the selected leads (POST /api/crm/leads/bulk), one transaction on the server. */
export function LeadsBulkToolbar({ ids, options, onDone }: { ids: number[]; options: LeadFilterOptions; onDone: (message: string) => void }) {
  const [action, setAction] = useState<Action>('assign');
  const [agentId, setAgentId] = useState('');
  const [stage, setStage] = useState('');
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const body =
      action === 'assign' ? { ids, action, agentId: Number(agentId) } : action === 'stage' ? { ids, action, stage } : { ids, action, tag: tag.trim() };
    if ((action === 'assign' && !agentId) || (action === 'stage' && !stage) || ((action === 'tag' || action === 'untag') && !tag.trim())) {
      setError(action === 'assign' ? 'Choose an agent' : action === 'stage' ? 'Choose a stage' : 'Type a tag');
      return;
    }
    setBusy(true);
    try {
      const { updated } = (await apiPost<{ data: { updated: number } }>('/crm/leads/bulk', body)).data;
      onDone(`${updated} ${updated === 1 ? 'lead' : 'leads'} updated`);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The change failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.bulk} onSubmit={submit} aria-label="Change the selected leads">
      <span className={styles.bulkCount}>{ids.length} selected</span>
      <label>
        <span className="visually-hidden">Action</span>
        <select value={action} onChange={(e) => setAction(e.target.value as Action)}>
          <option value="assign">Assign to agent</option>
          <option value="stage">Set stage</option>
          <option value="tag">Add tag</option>
          <option value="untag">Remove tag</option>
        </select>
      </label>
      {action === 'assign' && (
        <label>
          <span className="visually-hidden">Agent</span>
          <select value={agentId} onChange={(e) => setAgentId(e.target.value)}>
            <option value="">Choose an agent…</option>
            {options.agents.map((a) => <option key={a.id} value={a.id}>{a.name} ({a.type})</option>)}
          </select>
        </label>
      )}
      {action === 'stage' && (
        <label>
          <span className="visually-hidden">Stage</span>
          <select value={stage} onChange={(e) => setStage(e.target.value)}>
            <option value="">Choose a stage…</option>
            {LEAD_STAGE_OPTIONS.map((s) => <option key={s} value={s}>{stageLabel(s)}</option>)}
          </select>
        </label>
      )}
      {(action === 'tag' || action === 'untag') && (
        <label>
          <span className="visually-hidden">Tag</span>
          <input value={tag} maxLength={MAX_TAG} list="leads-tag-options" placeholder="Tag" onChange={(e) => setTag(e.target.value)} />
          <datalist id="leads-tag-options">{options.tags.map((t) => <option key={t} value={t} />)}</datalist>
        </label>
      )}
      <button type="submit" className="button" disabled={busy}>{busy ? 'Applying…' : 'Apply'}</button>
      {error && <span className={styles.error} role="alert">{error}</span>}
    </form>
  );
}
