import type { GreatsheetColumn } from '@/lib/crm/greatsheet-columns';
import type { LeadListItem } from '@/lib/crm/types';
import { formatPhone } from '@/lib/format/phone';
import { TimeAgo } from '@/components/format/time-ago';
import { stageLabel } from '../leads/lead-labels';
import { EmailStatusBadge } from '../lead/email-status-badge';
import styles from './greatsheet.module.css';

const Empty = () => <span className={styles.muted}>—</span>;

function When({ at, now }: { at: string | null; now: number }) {
  if (!at) return <Empty />;
  return <TimeAgo at={at} now={now} />;
}

/** A cell's value as read (not editing). */
export function SheetCell({ column, lead, agentNames, now }: { column: GreatsheetColumn; lead: LeadListItem; agentNames: Record<number, string>; now: number }) {
  const agent = (id: number | null) => (id === null ? <Empty /> : (agentNames[id] ?? `Agent ${id}`));
  switch (column.id) {
    case 'firstName':
      return lead.firstName ?? <Empty />;
    case 'lastName':
      return lead.lastName ?? <Empty />;
    case 'email':
      return lead.email ? <span title={lead.email}>{lead.email}<EmailStatusBadge status={lead.emailStatus} /></span> : <Empty />;
    case 'phone':
      return lead.phone ? formatPhone(lead.phone) : <Empty />;
    case 'stage':
      return stageLabel(lead.stage);
    case 'tags':
      return lead.tags.length ? (
        <span className={styles.tags} title={lead.tags.join(', ')}>
          {lead.tags.map((tag) => <span key={tag} className={styles.tag}>{tag}</span>)}
        </span>
      ) : (
        <Empty />
      );
    case 'buyerAgent':
      return lead.buyerAgent?.name ?? <span className={styles.muted}>Pond</span>;
    case 'listingAgent':
      return agent(lead.listingAgentId);
    case 'lender':
      return agent(lead.lenderId);
    case 'source':
      return lead.source ?? <Empty />;
    case 'hot':
      return lead.hot ? <span className={styles.hot}>Hot</span> : '';
    case 'createdAt':
      return <When at={lead.createdAt} now={now} />;
    case 'lastActivityAt':
      return <When at={lead.lastActivityAt} now={now} />;
    case 'lastVisitAt':
      return <When at={lead.lastVisitAt} now={now} />;
  }
}
