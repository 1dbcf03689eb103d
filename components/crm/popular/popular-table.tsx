import Link from 'next/link';
import { POPULAR_PERIODS, POPULAR_SORTS, type PopularPage, type PopularQuery, type PopularSort } from '@/lib/crm/popular-types';
import { popularHref } from './popular-href';
import styles from './popular.module.css';
import { useFormatter } from 'next-intl';

const SORT_LABELS: Record<PopularSort, string> = { views: 'Views', favourites: 'Favourites', questions: 'Questions' };

/**
 * /admin/properties/popular: the period and the sort are links (the URL is the state, a reload
 * or a shared link shows the same table), the table is dense and sorts by one of three counts.
 * Under 760 px each row stacks into a card (no sideways scroll).
 */
export function PopularTable({ query, page }: { query: PopularQuery; page: PopularPage }) {
  const format = useFormatter();
  const n = (value: number) => format.number(value, 'count');
  const { total, total_pages: pages } = page.pagination;
  const first = (query.page - 1) * 50;
  return (
    <div className={styles.popular}>
      <div className={styles.controls}>
        <nav aria-label="Period">
          <span className={styles.controlLabel}>Last</span>
          {POPULAR_PERIODS.map((p) => (
            <Link key={p} href={popularHref({ ...query, period: p, page: 1 })} aria-current={query.period === p ? 'true' : undefined}>{p} days</Link>
          ))}
        </nav>
        <nav aria-label="Sort by">
          <span className={styles.controlLabel}>Most</span>
          {POPULAR_SORTS.map((s) => (
            <Link key={s} href={popularHref({ ...query, sort: s, page: 1 })} aria-current={query.sort === s ? 'true' : undefined}>{SORT_LABELS[s].toLowerCase()}</Link>
          ))}
        </nav>
        <p className={styles.count} role="status">{n(total)} {total === 1 ? 'listing' : 'listings'} with activity</p>
      </div>
      {page.data.length === 0 ? (
        <p className={styles.empty}>No views, favourites or questions in this period.</p>
      ) : (
        <table className={styles.table} data-testid="popular-table">
          <caption className="visually-hidden">Listings by {SORT_LABELS[query.sort].toLowerCase()}, last {query.period} days</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Listing</th>
              <th scope="col" className={styles.num}>Price</th>
              <th scope="col">Status</th>
              <th scope="col" className={styles.num} aria-sort={query.sort === 'views' ? 'descending' : undefined}>Views</th>
              <th scope="col" className={styles.num}>Unique viewers</th>
              <th scope="col" className={styles.num} aria-sort={query.sort === 'favourites' ? 'descending' : undefined}>Favourites</th>
              <th scope="col" className={styles.num} aria-sort={query.sort === 'questions' ? 'descending' : undefined}>Questions</th>
              <th scope="col" className={styles.num}>Showing requests</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((row, i) => (
              <tr key={row.id} data-id={row.id}>
                <td data-label="#" className={styles.rank}>{n(first + i + 1)}</td>
                <td data-label="Listing" className={styles.address}><Link href={row.url}>{row.address}</Link></td>
                <td data-label="Price" className={styles.num}>{format.number(row.price, 'price')}</td>
                <td data-label="Status">{row.statusTitle}</td>
                <td data-label="Views" className={styles.num} data-col="views">{n(row.views)}</td>
                <td data-label="Unique viewers" className={styles.num}>{n(row.uniqueViewers)}</td>
                <td data-label="Favourites" className={styles.num} data-col="favourites">{n(row.favourites)}</td>
                <td data-label="Questions" className={styles.num} data-col="questions">{n(row.questions)}</td>
                <td data-label="Showing requests" className={styles.num}>{n(row.showingRequests)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label="Pages">
          {query.page > 1 ? <Link href={popularHref({ ...query, page: query.page - 1 })} rel="prev">Previous</Link> : <span />}
          <span>Page {n(query.page)} of {n(pages)}</span>
          {query.page < pages ? <Link href={popularHref({ ...query, page: query.page + 1 })} rel="next">Next</Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
