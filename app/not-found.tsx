import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/site-shell';

export const metadata = { title: 'Page not found', robots: { index: false } };

// Any path no route matches (SPEC §2), answered with status 404 inside the site layout.
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <SiteShell>
      <div className="container page" data-testid="not-found">
        <h1>{t('title')}</h1>
        <p>{t('body')}</p>
        <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Link className="button" href="/real-estate">{t('searchHomes')}</Link>
          <Link className="button button-secondary" href="/">{t('goHome')}</Link>
        </p>
      </div>
    </SiteShell>
  );
}
