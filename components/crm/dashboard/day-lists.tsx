import Link from 'next/link';
import type { DashboardLead, DashboardOpenHouse, DashboardShowing } from '@/lib/crm/dashboard-types';
import styles from './dashboard.module.css';
import { useFormatter } from 'next-intl';

// Clock times only: these lists are today's (company time zone, so server and browser agree).

const STAGE_WORDS: Record<string, string> = { new: 'New', under_contract: 'Under contract' };
const stageText = (stage: string) => STAGE_WORDS[stage] ?? stage.charAt(0).toUpperCase() + stage.slice(1);

/** Today's showings and open houses, earliest first, in one time-ordered list. */
export function TodayList({ showings, openHouses }: { showings: DashboardShowing[]; openHouses: DashboardOpenHouse[] }) {
  const format = useFormatter();
  const clockOf = (iso: string) => format.dateTime(new Date(iso), 'clock');
  const items = [
    ...showings.map((s) => ({ key: `s${s.id}`, at: s.at, node: (
      <>
        <span><strong>Showing</strong> with <Link href={`/lead?id=${s.lead.id}`}>{s.lead.fullName}</Link>{s.status === 'requested' ? <span className={styles.muted}> · to confirm</span> : null}</span>
        <span className={styles.muted}><Link href={s.property.url}>{s.property.address}</Link></span>
      </>
    ) })),
    ...openHouses.map((o) => ({ key: `o${o.id}`, at: o.startsAt, end: o.endsAt, node: (
      <>
        <span><strong>Open house</strong> until <time dateTime={o.endsAt}>{clockOf(o.endsAt)}</time></span>
        <span className={styles.muted}><Link href={o.property.url}>{o.property.address}</Link>{o.listAgent ? ` · ${o.listAgent}` : ''}</span>
      </>
    ) })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  if (items.length === 0) return <p className={styles.empty}>No showings or open houses today.</p>;
  return (
    <ul className={styles.rows} data-testid="dashboard-today">
      {items.map((item) => (
        <li key={item.key} className={styles.row}>
          <time className={styles.clock} dateTime={item.at}>{clockOf(item.at)}</time>
          <div className={styles.rowBody}>{item.node}</div>
        </li>
      ))}
    </ul>
  );
}

/** A short list of leads (new or hot), newest first; `label` says what the time is. */
export function LeadList({ leads, testId, label, empty }: { leads: DashboardLead[]; testId: string; label: string; empty: string }) {
  const format = useFormatter();
  if (leads.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.rows} data-testid={testId}>
      {leads.map((lead) => (
        <li key={lead.id} className={styles.row}>
          <div className={styles.rowBody}>
            <Link href={`/lead?id=${lead.id}`}>{lead.fullName}</Link>
            <span className={styles.muted}>
              {stageText(lead.stage)}{lead.source ? ` · ${lead.source}` : ''} · {label} <time dateTime={lead.at}>{format.dateTime(new Date(lead.at), 'crmTime')}</time>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
