'use client';
import useSWR from 'swr';
import { apiGet } from '@/lib/api/client';
import { formatDay, formatDollars, opportunityStageLabel } from '@/lib/crm/opportunity-stages';
import type { OpportunityBoard } from '@/lib/crm/opportunity-types';
import styles from './opportunities.module.css';

/** The lead page's "Opportunities" panel: the lead's deals (GET /api/crm/opportunities?leadId=), each with its stage, value and expected close. */
export function LeadOpportunities({ leadId, panelClassName, mutedClassName }: { leadId: number; panelClassName?: string; mutedClassName?: string }) {
  const { data, error } = useSWR(['crm-lead-opportunities', leadId] as const, ([, id]) => apiGet<OpportunityBoard>(`/crm/opportunities?leadId=${id}`), { revalidateOnFocus: false });
  return (
    <section className={panelClassName} aria-label="Opportunities">
      <h2>Opportunities{data ? ` (${data.data.length})` : ''}</h2>
      {error ? <p className={mutedClassName}>Could not load them.</p> : !data ? <p className={mutedClassName}>Loading…</p> : data.data.length === 0 ? <p className={mutedClassName}>None.</p> : (
        <ul className={styles.leadDeals}>
          {data.data.map((deal) => (
            <li key={deal.id}>
              <span><strong>{opportunityStageLabel(deal.stage)}</strong> · {formatDollars(deal.value)}</span>
              <span className={mutedClassName}>{deal.property ? `${deal.property.address} · ` : ''}close {formatDay(deal.expectedCloseAt)}{deal.agent ? ` · ${deal.agent.name}` : ''}</span>
            </li>
          ))}
        </ul>
      )}
      <p><a href={`/opportunities?leadId=${leadId}`}>Open on the board</a></p>
    </section>
  );
}
