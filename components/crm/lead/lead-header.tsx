'use client';
import { HOT_REASON_LABELS } from '@/lib/automation/triggers/hot-reasons';
import { useState } from 'react';
import { apiRequest } from '@/lib/api/client';
import { formatPhone, telHref } from '@/lib/format/phone';
import { stageLabel } from '@/lib/crm/activity-words';
import type { LeadDetail, LeadStage } from '@/lib/crm/types';
import { EmailStatusBadge } from './email-status-badge';
import { errorText } from './error-text';
import { announceLeadChange } from './lead-changed';
import { TagsEditor } from './tags-editor';
import { useLead } from './use-lead';
import styles from './lead.module.css';
import { useFormatter } from 'next-intl';

const STAGES: LeadStage[] = ['new', 'attempted', 'contacted', 'nurture', 'appointment', 'active', 'under_contract', 'closed', 'lost'];

/** The profile header: name, stage, hot badge, agents, contact, source, tags, dates. Names are text, never HTML. */
export function LeadHeader({ initial }: { initial: LeadDetail }) {
  const format = useFormatter();
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'moment') : '—');
  const { data: lead = initial, mutate } = useLead(initial);
  const [error, setError] = useState<string | null>(null);
  const patch = async (body: Record<string, unknown>) => {
    setError(null);
    try {
      const r = await apiRequest<{ data: LeadDetail }>('PATCH', `/crm/leads/${lead.id}`, body);
      await mutate(r.data, { revalidate: false });
      announceLeadChange(lead.id);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const agent = (label: string, ref: LeadDetail['buyerAgent']) => (
    <div><dt>{label}</dt><dd>{ref ? <a href={`/leads?agentId=${ref.id}`}>{ref.name}</a> : 'None'}</dd></div>
  );
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        <span>{lead.fullName}</span>
        {lead.hot ? <span className={styles.hot}>Hot{lead.hotReason ? ` · ${HOT_REASON_LABELS[lead.hotReason]}` : ''}</span> : null}
      </h1>
      <div className={styles.row}>
        <label className={styles.field} style={{ flex: '0 1 220px' }}>
          Stage
          <select value={lead.stage} onChange={(e) => void patch({ stage: e.target.value })}>
            {STAGES.map((s) => <option key={s} value={s}>{stageLabel(s)}</option>)}
          </select>
        </label>
        <TagsEditor tags={lead.tags} onChange={(tags) => patch({ tags })} />
      </div>
      {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      <dl className={styles.facts}>
        {agent('Buyer agent', lead.buyerAgent)}
        {agent('Listing agent', lead.listingAgent)}
        {agent('Lender', lead.lender)}
        <div><dt>E-mail</dt><dd>{lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : '—'}<EmailStatusBadge status={lead.emailStatus} /></dd></div>
        <div><dt>Phone</dt><dd>{lead.phone ? <a href={telHref(lead.phone)}>{formatPhone(lead.phone)}</a> : '—'}</dd></div>
        <div><dt>Source</dt><dd>{lead.source ?? '—'}</dd></div>
        <div><dt>Created</dt><dd>{when(lead.createdAt)}</dd></div>
        <div><dt>Last visit</dt><dd>{when(lead.lastVisitAt)}</dd></div>
      </dl>
    </header>
  );
}
