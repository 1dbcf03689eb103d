import { getFormatter, getTranslations } from 'next-intl/server';
import { PropertyTiles } from '@/components/search/property-tiles';
import { FavouriteButton } from '@/components/search/favourite-button';
import { basementLabel } from '@/lib/filters/options';
import { formatPhone, telHref } from '@/lib/format/phone';
import { daysOnSite, formatDay, formatMoment, formatTimeRange } from '@/lib/format/listing';
import { cardDealLabel, DEAL_EXPLANATIONS } from '@/lib/property/deal-rating';
import type { BuilderReviews } from '@/lib/property/builder-reviews';
import type { ListingDetails } from '@/lib/property/details';
import { pricePerSqftBars, priceSeries } from '@/lib/property/chart-data';
import { LazyListingCharts } from './lazy-listing-charts';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_RATE_PERCENT, DEFAULT_TAX_RATE } from '@/lib/property/mortgage';
import { AskQuestion } from './ask-question';
import { CalculatorButton } from './calculator-button';
import { ListingVisit } from './listing-visit';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import { OpenHouses } from './open-houses';
import { PhotoGallery } from './photo-gallery';
import styles from './details-page.module.css';
import type { Formatter } from '@/lib/format/formatter';

interface Props {
  details: ListingDetails;
  /** SPEC §9 'Others looking' (null: not shown) and this week's viewers (the property-views message). */
  othersLooking: number | null;
  recentViewers: number;
  /** Reviews of the home's builder (SPEC §7), when it names one. */
  builderReviews: BuilderReviews | null;
  typeTitle: string;
  showDealRating: boolean;
  now: number;
}

/** SPEC §2 property details, server-rendered: everything a search engine and a buyer read first. */
export async function DetailsPage({ details: d, typeTitle, showDealRating, now, othersLooking, recentViewers, builderReviews }: Props) {
  const [t, format] = await Promise.all([getTranslations('Property'), getFormatter()]);
  const a = d.attributes;
  const deal = showDealRating ? cardDealLabel(a.rating) : null;
  const days = daysOnSite(d.created_at, now);
  // Each fact the listing has, in reading order; those it lacks are left out.
  const facts = (
    [
      [t('status'), d.statusInfo.title],
      [t('type'), typeTitle],
      [t('yearBuilt'), a.year === null ? null : String(a.year)],
      [t('garage'), a.garages_total === null ? null : t('garageSpaces', { count: a.garages_total })],
      [t('stories'), a.stories_total === null ? null : String(a.stories_total)],
      [t('hoa'), a.maxhoa === null ? null : t('hoaMonthly', { amount: format.number(a.maxhoa, 'count') })],
      [t('basement'), a.basement_types.length === 0 ? null : a.basement_types.map(basementLabel).join(', ')],
      [t('county'), d.extraInfo.county],
      [t('neighborhood'), d.extraInfo.neighborhood],
      [t('schoolDistrict'), d.extraInfo.schoolDistrict],
      [t('daysOnSite'), days === null || d.status === 's' ? null : String(days)],
      [t('mls'), a.mls_number],
    ] as [string, string | null][]
  ).filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
  const agent = d.buyerAgent;
  return (
    <article className={`container ${styles.page}`} data-testid="property-details" data-id={d.id}>
      <ListingVisit propertyId={d.id} recentViewers={recentViewers} />
      <PhotoGallery images={d.images} total={a.images_total} address={a.address} />

      <header className={styles.header}>
        <div>
          <p className={styles.price} data-testid="details-price">
            {d.price === null ? t('signInForPrice') : format.number(d.price, 'price')}
          </p>
          <h1 className={styles.address}>{a.address}</h1>
          <ul className={styles.keyFacts}>
            {d.bedrooms !== null ? <li>{t('beds', { count: d.bedrooms })}</li> : null}
            {d.bathrooms !== null ? <li>{t('baths', { count: d.bathrooms })}</li> : null}
            {a.square !== null ? <li>{t('sqft', { area: format.number(a.square, 'count') })}</li> : null}
            {a.lot_acres !== null ? <li>{t('lot', { acres: format.number(a.lot_acres, 'count') })}</li> : null}
          </ul>
          {othersLooking !== null ? (
            <p className={styles.others} data-testid="others-looking">
              {t('othersLooking', { count: othersLooking })}
            </p>
          ) : null}
          <p className={styles.status}>
            <span data-status={d.status}>{d.statusInfo.title}</span>
            {d.status === 's' && a.sold_at ? <span> · {t('soldFor', { date: formatDay(format, a.sold_at) })}</span> : null}
          </p>
        </div>
        <div className={styles.heart}>
          <FavouriteButton key={String(d.meta.data.is_favourite)} propertyId={d.id} isFavourite={d.meta.data.is_favourite} address={a.address} />
        </div>
      </header>

      {deal ? (
        <section className={styles.deal} aria-labelledby="deal-heading" data-rating={a.rating}>
          <h2 id="deal-heading">
            {t('dealRating')}: {deal}
          </h2>
          <p>{DEAL_EXPLANATIONS[deal]}</p>
        </section>
      ) : null}

      <div className={styles.columns}>
        <div className={styles.main}>
          {d.description ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading">{t('description')}</h2>
              <p className={styles.description}>{d.description}</p>
            </section>
          ) : null}

          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading">{t('facts')}</h2>
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>

          {d.features.length > 0 ? (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading">{t('features')}</h2>
              {d.features.map((group) => (
                <div key={group.title} className={styles.featureGroup}>
                  <h3>{group.title}</h3>
                  <ul>
                    {group.features.map((f) => (
                      <li key={f.param}>{f.title}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </section>
          ) : null}

          {d.priceHistory.length > 0 ? (
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">{t('priceHistory')}</h2>
              <table className={styles.table} data-testid="price-history">
                <thead>
                  <tr>
                    <th scope="col">{t('date')}</th>
                    <th scope="col">{t('event')}</th>
                    <th scope="col">{t('price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {[...d.priceHistory].reverse().map((e, i) => (
                    <tr key={`${e.date}-${e.event}-${i}`}>
                      <td>{formatDay(format, e.date)}</td>
                      <td>{t(`events.${e.event}`)}</td>
                      <td>{e.price === null ? t('hidden') : format.number(e.price, 'price')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <LazyListingCharts series={priceSeries(d.priceHistory)} bars={pricePerSqftBars(d, d.similar, d.similarSold)} />
            </section>
          ) : null}

          {builderReviews && builderReviews.total > 0 ? (
            <section aria-labelledby="builder-heading" data-testid="builder-reviews">
              <h2 id="builder-heading">{t('builderReviews', { builder: builderReviews.builder ?? '' })}</h2>
              <p>{t('builderAverage', { average: builderReviews.average ?? 0, count: builderReviews.total })}</p>
              <ul className={styles.reviews}>
                {builderReviews.reviews.map((r) => (
                  <li key={r.id}>
                    <p>
                      <strong>{r.title}</strong> · {t('stars', { rating: r.rating })}
                    </p>
                    <p>{r.body}</p>
                    <p className={styles.reviewBy}>
                      {r.authorName}, {formatDay(format, r.reviewedOn)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          {d.schools.length > 0 ? (
            <section aria-labelledby="schools-heading">
              <h2 id="schools-heading">{t('schools')}</h2>
              <ul className={styles.schools}>
                {d.schools.map((s) => (
                  <li key={s.name}>
                    <strong>{s.name}</strong>
                    <span>
                      {[s.grades ? t('grades', { grades: s.grades }) : null, s.rating !== null ? t('schoolRating', { rating: s.rating }) : null, t('schoolDistance', { miles: s.distanceMiles })]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className={styles.side}>
          {d.price !== null && d.status !== 's' ? (
            <div className={styles.calculator}>
              <CalculatorButton
                defaults={{
                  price: d.price,
                  downPaymentPercent: DEFAULT_DOWN_PAYMENT_PERCENT,
                  ratePercent: DEFAULT_RATE_PERCENT,
                  termYears: 30,
                  yearlyTaxes: Math.round(d.price * DEFAULT_TAX_RATE),
                  monthlyHoa: a.maxhoa ?? 0,
                }}
              />
            </div>
          ) : null}
          {agent ? (
            <section className={styles.agent} aria-labelledby="agent-heading" data-testid="agent-card">
              <h2 id="agent-heading">{t('agentHeading')}</h2>
              <p className={styles.agentName}>{agent.name}</p>
              {agent.title ? <p>{agent.title}</p> : null}
              {agent.phone ? (
                <p>
                  <a href={telHref(agent.phone)} aria-label={t('agentCall', { phone: formatPhone(agent.phone) })}>
                    {formatPhone(agent.phone)}
                  </a>
                </p>
              ) : null}
              <p>
                <a href={`mailto:${agent.email}`}>{agent.email}</a>
              </p>
              <div className={styles.actions}>
                <AskQuestion propertyId={d.id} address={a.address} agentName={agent.name} />
                {d.status !== 's' ? (
                  <a className="button button-secondary" href={d.meta.data.url.replace(/^\/homedetails\//, '/schedule/')} data-testid="request-showing">
                    {t('requestShowing')}
                  </a>
                ) : null}
              </div>
            </section>
          ) : null}
          {d.openHouses.length > 0 ? (
            <section aria-labelledby="open-heading" className={styles.openHouses}>
              <h2 id="open-heading">{t('openHouses')}</h2>
              <ul>
                {d.openHouses.map((o) => (
                  <li key={o.startsAt}>
                    <time dateTime={o.startsAt}>{formatTimeRange(format, o.startsAt, o.endsAt, COMPANY_TIME_ZONE)}</time>
                  </li>
                ))}
              </ul>
              <OpenHouses openHouses={d.openHouses} address={a.address} url={d.meta.data.url} />
            </section>
          ) : null}
        </aside>
      </div>

      {d.similar.length > 0 ? <SimilarList title={t('similar')} id="similar" homes={d.similar} showDealRating={showDealRating} now={now} /> : null}
      {d.similarSold.length > 0 ? <SimilarList title={t('similarSold')} id="similar-sold" homes={d.similarSold} showDealRating={showDealRating} now={now} /> : null}

      <footer className={styles.attribution} data-testid="attribution">
        <Attribution t={t} format={format} source={d.source} />
        {d.legalDisclaimer ? <p className={styles.disclaimer}>{d.legalDisclaimer}</p> : null}
      </footer>
    </article>
  );
}

function SimilarList({ title, id, homes, showDealRating, now }: { title: string; id: string; homes: ListingDetails['similar']; showDealRating: boolean; now: number }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={styles.similar} data-testid={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <PropertyTiles homes={homes} className={styles.similarList} showDealRating={showDealRating} now={now} />
    </section>
  );
}

type Translate = Awaited<ReturnType<typeof getTranslations<'Property'>>>;

/**
 * SPEC §3 / DESIGN §10 attribution, as MLS rules ask on every listing: who listed it ("Listed by
 * {ListAgentFullName}, {ListOfficeName}"), which feed it came from and how fresh that feed is
 * ("Data as of …", left out until the feed's first good sync).
 */
function Attribution({ t, format, source }: { t: Translate; format: Formatter; source: ListingDetails['source'] }) {
  if (!source) return null;
  const { listAgent, listOffice, dataAsOf } = source;
  const listedBy = listOffice
    ? listAgent
      ? t('sourceAgent', { agent: listAgent, office: listOffice })
      : t('source', { office: listOffice })
    : listAgent
      ? t('sourceAgentOnly', { agent: listAgent })
      : null;
  return (
    <>
      {listedBy ? <p>{listedBy}</p> : null}
      <p>{t('dataFrom', { source: source.name })}</p>
      {dataAsOf ? <p data-testid="data-as-of">{t('dataAsOf', { time: formatMoment(format, dataAsOf, COMPANY_TIME_ZONE) })}</p> : null}
    </>
  );
}
