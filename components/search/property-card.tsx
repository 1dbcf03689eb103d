import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { daysOnSite, formatDay } from '@/lib/format/listing';
import { cardDealLabel } from '@/lib/property/deal-rating';
import type { PropertyJson } from '@/lib/search/property-json';
import { HeldPreview } from '@/components/property/held-preview';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { FavouriteButton } from './favourite-button';
import styles from './property-card.module.css';

export interface PropertyCardProps {
  property: PropertyJson;
  showDealRating: boolean;
  /** The first cards are above the fold: their photo loads at once (LCP), the rest lazily. */
  eager: boolean;
  /** When the page was rendered: days on site are counted from it, so server and browser agree. */
  now: number;
}

// The photo spans the card on phones, 44% of a row or a grid tile (at most ~400 px) from 600 px up.
const CARD_SIZES = '(min-width: 600px) 400px, calc(100vw - 32px)';

/**
 * A listing in the results (SPEC issue 4: photo, price, beds, baths, sqft, status, days on site, deal label, heart).
 * Not a client component of its own (issue 19): where a server component renders it (tiles on
 * the home, listing, agent and community pages; a search page's first results) it ships no
 * JavaScript but its islands, the heart and the held preview. A tile; a row where its list says
 * so (results-view.tsx), so the server's cards follow the visitor's view.
 */
export function PropertyCard({ property, showDealRating, eager, now }: PropertyCardProps) {
  const format = useFormatter();
  const t = useTranslations('Search');
  const { attributes: a } = property;
  const url = property.meta.data.url;
  const days = daysOnSite(property.created_at, now);
  const deal = showDealRating ? cardDealLabel(a.rating) : null;
  const sold = property.status === 's';
  const photo = property.images[0] ?? '/images/placeholder.jpg';
  return (
    <article className={styles.card} data-testid="property-card" data-id={property.id}>
      <div className={styles.photo}>
        {/* Sized and encoded by the tenant-scoped /images route (components/ui/responsive-image.tsx). */}
        <ResponsiveImage src={photo} alt="" width={400} height={300} sizes={CARD_SIZES} priority={eager ? 'lcp' : 'lazy'} />
        <span className={styles.status} data-status={property.status}>{property.statusInfo.title}</span>
        {deal ? <span className={styles.deal} data-rating={a.rating}>{deal}</span> : null}
      </div>
      <div className={styles.body}>
        <p className={styles.price} data-testid="card-price">
          {property.price === null ? t('signInForPrice') : format.number(property.price, 'price')}
          {sold && a.sold_at ? <span className={styles.soldOn}> {t('soldOn', { date: formatDay(format, a.sold_at) })}</span> : null}
        </p>
        <ul className={styles.facts}>
          {property.bedrooms !== null ? <li>{t('beds', { count: property.bedrooms })}</li> : null}
          {property.bathrooms !== null ? <li>{t('baths', { count: property.bathrooms })}</li> : null}
          {a.square !== null ? <li>{t('sqft', { area: format.number(a.square, 'count') })}</li> : null}
          {property.bedrooms === null && a.lot_acres !== null ? <li>{t('acres', { acres: a.lot_acres })}</li> : null}
        </ul>
        <h2 className={styles.address}>
          <Link href={url} className={styles.link}>
            {a.address}
            <HeldPreview listing={{ photo, price: property.price, address: a.address, beds: property.bedrooms, baths: property.bathrooms, sqft: a.square }} />
          </Link>
        </h2>
        {days !== null && !sold ? <p className={styles.days}>{days === 0 ? t('newToday') : t('daysOnSite', { count: days })}</p> : null}
      </div>
      {/* Keyed by the server's answer: fresh data (another page, a refetch) resets a toggled heart. */}
      <FavouriteButton key={String(property.meta.data.is_favourite)} propertyId={property.id} isFavourite={property.meta.data.is_favourite} address={a.address} />
    </article>
  );
}
