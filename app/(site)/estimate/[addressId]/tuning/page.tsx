import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AgentNote } from '@/components/estimate/agent-note';
import { DetailsPanel } from '@/components/estimate/details-panel';
import styles from '@/components/estimate/estimate.module.css';
import { getViewer } from '@/lib/auth/viewer';
import { homeFacts } from '@/lib/estimate/home-estimate';
import { estimateAccess } from '@/lib/seller/estimate-access';
import { estimatePath } from '@/lib/seller/paths';
import { withClientMessages } from '@/i18n/client-messages';

export const metadata: Metadata = { title: 'Refine your estimate', robots: { index: false, follow: false } };

/** SPEC §2 /estimate/{addressId}/tuning: the tuning form as a page (direct links); saving goes back to the estimate. */
export default withClientMessages('estimate', async function TuningPage({ params }: { params: Promise<{ addressId: string }> }) {
  const [{ addressId }, viewer, t] = await Promise.all([params, getViewer(), getTranslations('Estimate.tuning')]);
  const access = await estimateAccess(viewer, addressId);
  if (access.kind === 'redirect') redirect(access.to);
  if (access.kind === 'not-found') notFound();
  if (access.kind === 'agent') return <AgentNote title={t('title')} />;
  // The form needs the home's facts, not its value: no valuation here.
  const { row } = access;
  const home = await homeFacts(viewer, row);
  return (
    <div className="container page" data-testid="tuning-page">
      <p className={styles.back}>
        <a href={estimatePath(row.id)}>{t('back')}</a>
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.address}>{row.address}</p>
      <p className={styles.tuningIntro}>{t('intro')}</p>
      <div className={styles.tuningCard}>
        <DetailsPanel addressId={row.id} home={home} then="estimate" />
      </div>
    </div>
  );
});
