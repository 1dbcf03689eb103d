import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { isDetailsPath } from '@/lib/property/details-gate';
import { getRequestPathname } from '@/lib/tenancy/current';
import { FlashOnLoad } from './flash-on-load';

export async function NotFoundContent() {
  const [t, pathname] = await Promise.all([getTranslations('NotFound'), getRequestPathname()]);
  // A listing that does not exist (SPEC §4): the error in a flash message too, and its own words.
  const listing = isDetailsPath(pathname.split('?')[0] ?? '');
  return (
    <div className="container page" data-testid="not-found">
      {listing ? <FlashOnLoad message={t('propertyNotFound')} /> : null}
      <h1>{listing ? t('propertyTitle') : t('title')}</h1>
      <p>{listing ? t('propertyBody') : t('body')}</p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link className="button" href="/real-estate">{t('searchHomes')}</Link>
        <Link className="button button-secondary" href="/">{t('goHome')}</Link>
      </p>
    </div>
  );
}
