import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AgentNote } from '@/components/estimate/agent-note';
import { EstimateView } from '@/components/estimate/estimate-view';
import { getViewer } from '@/lib/auth/viewer';
import { estimateAddress } from '@/lib/estimate/home-estimate';
import { estimateAccess } from '@/lib/seller/estimate-access';
import { withClientMessages } from '@/i18n/client-messages';

// A lead's own home: never in a search engine.
export const metadata: Metadata = { title: 'Your home estimate', robots: { index: false, follow: false } };

/** SPEC §2 /estimate?address={id}: the estimate of one of the signed-in lead's addresses. */
export default withClientMessages('estimate', async function EstimatePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ address }, viewer, t] = await Promise.all([searchParams, getViewer(), getTranslations('Estimate.result')]);
  const access = await estimateAccess(viewer, address);
  if (access.kind === 'redirect') redirect(access.to);
  if (access.kind === 'not-found') notFound();
  if (access.kind === 'agent') return <AgentNote title={t('title')} />;
  return <EstimateView estimate={await estimateAddress(viewer, access.row)} addressId={access.row.id} mapStyleUrl={viewer.company.settings.mapStyleUrl} />;
});
