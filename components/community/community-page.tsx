import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PropertyTiles } from '@/components/search/property-tiles';
import { chartable, periodLabel } from '@/lib/community/chart-data';
import type { CommunityPageData } from '@/lib/community/page-data';
import { bracketLabel } from '@/lib/community/price-brackets';
import { COMMUNITIES_PATH } from '@/lib/community/town-slug';
import { LazyPriceChart } from './lazy-price-chart';
import styles from './community.module.css';

interface Props {
  page: CommunityPageData;
  showDealRating: boolean;
  now: number;
}

/** A community page (issue 7 item 5): the town's description and figures, its price chart with a table, and its newest homes for sale. */
export async function CommunityPageView({ page, showDealRating, now }: Props) {
  const [t, format] = await Promise.all([getTranslations('Community'), getFormatter()]);
  const { town, stats, description } = page;
  const place = { town: town.name, state: town.state };
  const price = (n: number | null) => (n !== null && n > 0 ? format.number(n, 'price') : t('notAvailable'));
  return (
    <div className={`container page ${styles.page}`} data-testid="community-page" data-town={town.slug}>
      <nav aria-label={t('breadcrumbs')}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link href="/">{t('home')}</Link>
          </li>
          <li>
            <Link href={COMMUNITIES_PATH}>{t('communities')}</Link>
          </li>
          <li aria-current="page">{town.name}</li>
        </ol>
      </nav>
      <h1>{t('heading', place)}</h1>
      <p className={styles.lead} data-testid="community-lead">
        {description.lead}
      </p>

      <section className={styles.section} aria-labelledby="market-heading">
        <h2 id="market-heading">{t('marketHeading', place)}</h2>
        <dl className={styles.facts} aria-label={t('facts')} data-testid="community-facts">
          <div>
            <dt>{t('factForSale')}</dt>
            <dd>{format.number(stats.forSale, 'count')}</dd>
          </div>
          <div>
            <dt>{t('factMedianList')}</dt>
            <dd>{price(stats.forSale > 0 ? stats.medianListPrice : null)}</dd>
          </div>
          <div>
            <dt>{t('factMedianSold')}</dt>
            <dd>{price(stats.medianSoldPrice)}</dd>
          </div>
          <div>
            <dt>{t('factDaysOnMarket')}</dt>
            <dd>{stats.medianDaysOnMarket !== null && stats.sold12Months > 0 ? t('days', { count: Math.round(stats.medianDaysOnMarket) }) : t('notAvailable')}</dd>
          </div>
        </dl>
        <div data-testid="community-description">
          {description.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="chart-heading">
        <h2 id="chart-heading">{t(page.chart.by === 'quarter' ? 'chartHeading' : 'chartHeadingYear')}</h2>
        {!page.soldPricesShown ? (
          <p>{t('soldPricesHidden')}</p>
        ) : !chartable(page.chart.series) ? (
          <p>{t('chartThin', place)}</p>
        ) : (
          <>
            <LazyPriceChart series={page.chart.series} label={t(page.chart.by === 'quarter' ? 'chartLabel' : 'chartLabelYear', place)} />
            <div className={styles.tableScroll}>
              <table className={styles.table} data-testid="community-price-table">
                <caption>{t(page.chart.by === 'quarter' ? 'chartTable' : 'chartTableYear', place)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t(page.chart.by === 'quarter' ? 'quarter' : 'year')}</th>
                    <th scope="col">{t('sales')}</th>
                    <th scope="col">{t('medianPrice')}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.chart.series.map((q) => (
                    <tr key={q.period}>
                      <th scope="row">{periodLabel(q.period)}</th>
                      <td>{format.number(q.sales, 'count')}</td>
                      <td>{q.medianPrice !== null ? format.number(q.medianPrice, 'price') : t('noSales')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      {page.priceBrackets.length > 0 ? (
        <section className={styles.section} aria-labelledby="by-price-heading" data-testid="community-by-price">
          <h2 id="by-price-heading">{t('byPriceHeading', place)}</h2>
          <ul className={styles.brackets}>
            {page.priceBrackets.map((b) => (
              <li key={b.url}>
                <Link href={b.url} className={styles.bracket}>
                  <span className={styles.bracketRange}>{bracketLabel(b, format, t)}</span>
                  <span className={styles.bracketCount}>{t('bracketHomes', { count: b.count })}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="newest-heading" data-testid="community-listings">
        <h2 id="newest-heading">{t('newestHeading', place)}</h2>
        {page.newest.length === 0 ? (
          <p>{t('noneForSale', place)}</p>
        ) : (
          <PropertyTiles homes={page.newest} className={styles.listingGrid} showDealRating={showDealRating} now={now} />
        )}
        <p className={styles.seeAll}>
          <Link href={page.searchUrl} data-testid="community-see-all">
            {t('seeAll', { count: stats.forSale, town: town.name })}
          </Link>
        </p>
      </section>
    </div>
  );
}
