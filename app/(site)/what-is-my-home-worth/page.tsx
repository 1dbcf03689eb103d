import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressForm } from '@/components/estimate/address-form';
import { HowItWorks } from '@/components/estimate/how-it-works';
import styles from '@/components/estimate/estimate.module.css';
import { MAX_ADDRESS_LENGTH } from '@/lib/leads/address-parse';
import { getCurrentCompany } from '@/lib/tenancy/current';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Estimate');
  return { title: t('landing.title'), description: t('landing.description') };
}

/** SPEC §2 /what-is-my-home-worth: the seller's landing page, public and indexable; the form is the only client part. */
export default withClientMessages('homeWorth', async function HomeWorthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ address }, company, t] = await Promise.all([searchParams, getCurrentCompany(), getTranslations('Estimate')]);
  // The home page's seller tab sends ?address= (a GET form): the form starts with it.
  const initial = typeof address === 'string' ? address.slice(0, MAX_ADDRESS_LENGTH) : undefined;
  return (
    <div className="container page" data-testid="home-worth-page">
      <section className={styles.hero}>
        <h1>{t('landing.title')}</h1>
        <p className={styles.intro}>{t('landing.intro', { name: company.settings.siteName })}</p>
        <AddressForm initialAddress={initial} />
      </section>
      <HowItWorks />
    </div>
  );
});
