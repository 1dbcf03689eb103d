import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <div className="container page" data-testid="not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link className="button" href="/real-estate">{t('searchHomes')}</Link>
        <Link className="button button-secondary" href="/">{t('goHome')}</Link>
      </p>
    </div>
  );
}
