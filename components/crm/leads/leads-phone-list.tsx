import Link from 'next/link';
import { formatPhone } from '@/lib/format/phone';
import { TimeAgo } from '@/components/format/time-ago';
import type { LeadListItem } from '@/lib/crm/types';
import { stageLabel } from './lead-labels';
import styles from './leads.module.css';

/** Phones (< 760 px): one stacked card per lead instead of the table, nothing scrolls sideways. */
export function LeadsPhoneList({ leads, now, selectable, selected, onToggle }: { leads: LeadListItem[]; now: number; selectable: boolean; selected: Set<number>; onToggle: (id: number) => void }) {
  return (
    <ul className={styles.phoneList} aria-label="Leads">
      {leads.map((lead) => (
        <li key={lead.id}>
          <div className={styles.phoneTop}>
            {selectable && (
              <input type="checkbox" checked={selected.has(lead.id)} onChange={() => onToggle(lead.id)} aria-label={`Select ${lead.fullName}`} />
            )}
            <Link href={`/lead?id=${lead.id}`} className={styles.phoneName}>{lead.fullName}</Link>
            {lead.hot && <span className={styles.hot}>Hot</span>}
            <span className={styles.stage}>{stageLabel(lead.stage)}</span>
          </div>
          <p className={styles.phoneMeta}>
            {[lead.email, lead.phone ? formatPhone(lead.phone) : null].filter(Boolean).join(' · ')}
          </p>
          <p className={styles.phoneMeta}>
            {lead.buyerAgent ? lead.buyerAgent.name : 'Pond'}
            {lead.source ? ` · ${lead.source}` : ''}
            {lead.lastActivityAt ? (
              <>
                {' · active '}
                <TimeAgo at={lead.lastActivityAt} now={now} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
