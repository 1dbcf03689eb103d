import { LeadOpportunities } from '@/components/crm/opportunities/lead-opportunities';
import type { LeadDetail, LeadHomeItem } from '@/lib/crm/types';
import styles from './lead.module.css';
import { useFormatter } from 'next-intl';

/** Whole dollars through the locale's formatter; '—' when unknown. */
function useMoney() {
  const format = useFormatter();
  return (n: number | null) => (n === null ? '—' : format.number(n, 'price'));
}

function Homes({ title, homes, total }: { title: string; homes: LeadHomeItem[]; total: number }) {
  const money = useMoney();
  return (
    <section className={styles.panel} aria-label={title}>
      <h2>{title} ({total})</h2>
      {homes.length === 0 ? <p className={styles.muted}>None yet.</p> : (
        <ul className={styles.list}>
          {homes.map((h) => <li key={h.id}><a href={h.url} target="_blank" rel="noopener">{h.address}</a> <span className={styles.muted}>{money(h.price)}</span></li>)}
        </ul>
      )}
    </section>
  );
}

/**
 * The side panels: co-buyer, homes with estimates, favourites, viewed homes, saved searches.
 * A plain box of labelled sections, not an <aside>: the shell's navigation is the page's
 * complementary landmark, and two unnamed ones fail axe's landmark-unique.
 */
export function LeadSide({ lead }: { lead: LeadDetail }) {
  const format = useFormatter();
  const money = useMoney();
  const day = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'date') : '');
  return (
    <div className={styles.side}>
      <section className={styles.panel} aria-label="Co-buyer">
        <h2>Co-buyer</h2>
        {lead.coBuyer ? (
          <p><a href={`/lead?id=${lead.coBuyer.id}`}>{lead.coBuyer.fullName}</a>{lead.coBuyer.email ? <><br /><a href={`mailto:${lead.coBuyer.email}`}>{lead.coBuyer.email}</a></> : null}</p>
        ) : <p className={styles.muted}>{lead.hasCoBuyer ? 'Linked to a lead you do not see.' : 'None.'}</p>}
      </section>
      <section className={styles.panel} aria-label="Addresses">
        <h2>Addresses</h2>
        {lead.addresses.length === 0 ? <p className={styles.muted}>None.</p> : (
          <ul className={styles.list}>
            {lead.addresses.map((a) => (
              <li key={a.id}>{a.address}<br /><span className={styles.muted}>
                {a.estimate === null ? 'Not estimated yet' : `Estimate ${money(a.estimate)} (${money(a.estimateLow)}–${money(a.estimateHigh)}) on ${day(a.estimatedAt)}`}
              </span></li>
            ))}
          </ul>
        )}
      </section>
      <LeadOpportunities leadId={lead.id} panelClassName={styles.panel} mutedClassName={styles.muted} />
      <Homes title="Favourites" homes={lead.favourites} total={lead.counts.favourites} />
      <Homes title="Viewed homes" homes={lead.viewed} total={lead.counts.viewed} />
      <section className={styles.panel} aria-label="Saved searches">
        <h2>Saved searches ({lead.counts.eAlerts})</h2>
        {lead.searches.length === 0 ? <p className={styles.muted}>None.</p> : (
          <ul className={styles.list}>{lead.searches.map((s) => <li key={s.id}><a href={s.url} target="_blank" rel="noopener">{s.name}</a> <span className={styles.muted}>e-alerts {s.frequency.replace(/_/g, ' ')}</span></li>)}</ul>
        )}
        <p className={styles.muted}>{lead.counts.searches} searches run on the site.</p>
      </section>
    </div>
  );
}
