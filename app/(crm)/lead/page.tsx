import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LeadActions } from '@/components/crm/lead/lead-actions';
import { LeadHeader } from '@/components/crm/lead/lead-header';
import { LeadPlansPanel } from '@/components/crm/lead/lead-plans-panel';
import { LeadSide } from '@/components/crm/lead/lead-side';
import { LeadTextsPanel } from '@/components/crm/lead/lead-texts-panel';
import { LeadTimeline } from '@/components/crm/lead/lead-timeline';
import styles from '@/components/crm/lead/lead.module.css';
import { getLeadDetail } from '@/lib/crm/lead-detail';
import { transferCandidates } from '@/lib/crm/transfer-candidates';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { HttpError } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';

export const metadata: Metadata = { title: 'Lead' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /lead?id={id} (DESIGN §9): one lead; a missing, malformed or unseen id is the CRM's 404.
export default async function LeadPage({ searchParams }: Props) {
  const raw = (await searchParams).id;
  const id = parseRowId(typeof raw === 'string' ? raw : null);
  if (id === null) notFound();
  const { access, viewer: me } = await requireCrmAgent(`/lead?id=${id}`);
  const lead = await getLeadDetail(access, id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  });
  if (!lead) notFound();
  const [agent, listingAgent, lender] = await Promise.all([transferCandidates(access, 'agent'), transferCandidates(access, 'listingAgent'), transferCandidates(access, 'lender')]);
  return (
    <div className={styles.page}>
      <LeadHeader initial={lead} />
      <div className={styles.main}>
        <LeadActions initial={lead} viewer={me} candidates={{ agent, listingAgent, lender }} />
        <LeadPlansPanel leadId={lead.id} canApply={me.type !== 'lender'} panelClassName={styles.panel} />
        <LeadTextsPanel leadId={lead.id} viewer={me} />
        <LeadTimeline leadId={lead.id} />
      </div>
      <LeadSide lead={lead} />
    </div>
  );
}
