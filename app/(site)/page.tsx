import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getCurrentCompany } from '@/lib/tenancy/current';

// The home page proper (default and seller-focused variants) comes with the seller issue; this is its frame.
export default async function HomePage() {
  const [company, t] = await Promise.all([getCurrentCompany(), getTranslations('Home')]);
  const name = company.settings.siteName;
  return (
    <div className="container page" data-testid="home-page">
      <h1>{company.settings.tagline ?? name}</h1>
      <p>{t('intro', { name })}</p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link className="button" href="/real-estate">{t('searchHomes')}</Link>
        <Link className="button button-cta" href="/what-is-my-home-worth">{t('homeWorth')}</Link>
      </p>
    </div>
  );
}
