import { getTranslations } from 'next-intl/server';

/** A route that exists with the shell but whose screen is built by a later issue; it says so plainly. */
export async function PlaceholderPage({ title, purpose }: { title: string; purpose: string }) {
  const t = await getTranslations('Placeholder');
  return (
    <div className="container page" data-testid="placeholder-page">
      <h1>{title}</h1>
      <p>{purpose}</p>
      <p style={{ color: 'var(--color-muted)' }}>{t('comingNext')}</p>
    </div>
  );
}
