import Link from 'next/link';
import { getCurrentCompany } from '@/lib/tenancy/current';

export default async function HomePage() {
  const company = await getCurrentCompany();
  return (
    <div className="container page" data-testid="home-page">
      <h1>{company.settings.tagline ?? company.settings.siteName}</h1>
      <p>Search homes for sale and recently sold across the East End with {company.settings.siteName}.</p>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Link className="button" href="/real-estate">Search homes</Link>
        <Link className="button button-cta" href="/what-is-my-home-worth">What is my home worth?</Link>
      </p>
    </div>
  );
}
