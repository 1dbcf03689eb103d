import { getFormatter, getTranslations } from 'next-intl/server';
import type { ComparableJson } from '@/lib/estimate/estimate-json';
import { formatDay } from '@/lib/format/listing';
import { formatAdjustment, formatMiles } from '@/lib/seller/comparables';
import styles from './comparables.module.css';

/** One comparable: photo, address (its page), price and date, the facts, and how its price was adjusted (a native <details>: no script). */
async function ComparableItem({ c }: { c: ComparableJson }) {
  const [t, format] = await Promise.all([getTranslations('Estimate.comparables'), getFormatter()]);
  const facts = [
    c.beds !== null ? t('beds', { n: c.beds }) : null,
    c.baths !== null ? t('baths', { n: c.baths }) : null,
    c.livingArea !== null ? t('sqft', { n: format.number(c.livingArea, 'count') }) : null,
    c.distanceMiles !== null ? t('miles', { miles: formatMiles(c.distanceMiles) }) : null,
  ].filter(Boolean);
  return (
    <li className={styles.item} data-testid="comparable" data-kind={c.kind}>
      {/* The tenant-scoped /images route, as on the search cards (next/image's optimizer would bypass the tenant proxy). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className={styles.photo} src={c.photo ?? '/images/placeholder.jpg'} alt="" width={160} height={120} loading="lazy" decoding="async" />
      <div className={styles.body}>
        <a className={styles.address} href={c.path}>{c.address}</a>
        <p className={styles.price}>
          {c.price !== null ? format.number(c.price, 'price') : t('priceHidden')}{' '}
          <span className={styles.date}>{t(c.kind === 'sold' ? 'soldOn' : 'listedOn', { day: formatDay(format, c.date) })}</span>
        </p>
        <p className={styles.facts}>{facts.join(' · ')}</p>
        {c.adjustedPrice !== null ? (
          <details className={styles.details}>
            <summary>{t('adjustedSummary', { price: format.number(c.adjustedPrice, 'price') })}</summary>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('tableCaption', { address: c.address })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('feature')}</th>
                  <th scope="col" className={styles.amount}>{t('amount')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t(c.kind === 'sold' ? 'salePrice' : 'askingPrice')}</th>
                  <td className={styles.amount}>{c.price !== null ? format.number(c.price, 'price') : ''}</td>
                </tr>
                {c.adjustments.map((a) => (
                  <tr key={a.feature}>
                    <th scope="row">{a.label}</th>
                    <td className={styles.amount}>{formatAdjustment(a.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('adjustedPrice')}</th>
                  <td className={styles.amount}>{format.number(c.adjustedPrice, 'price')}</td>
                </tr>
              </tfoot>
            </table>
          </details>
        ) : null}
      </div>
    </li>
  );
}

/** A group of comparables under its heading ("Recently sold nearby", "For sale nearby"). */
export async function ComparableList({ kind, comparables }: { kind: 'sold' | 'active'; comparables: ComparableJson[] }) {
  const t = await getTranslations('Estimate.comparables');
  if (comparables.length === 0) return null;
  const headingId = `comparables-${kind}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={`comparables-${kind}`}>
      <h2 id={headingId}>{t(kind === 'sold' ? 'soldTitle' : 'activeTitle')}</h2>
      <ul className={styles.list}>
        {comparables.map((c) => (
          <ComparableItem key={c.id} c={c} />
        ))}
      </ul>
    </section>
  );
}
