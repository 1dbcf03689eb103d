import type { Metadata } from 'next';
import { ReportsScreen } from '@/components/crm/reports/reports-screen';
import { reportsPageData } from '@/lib/crm/reports/reports-page';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata: Metadata = { title: 'Reports' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /reports: every report over the leads the agent sees, for the URL's range and agent. The
 * first view is read here from the services; the screen then follows its filters through
 * /api/crm/reports/{name} (the charts load lazily, on this page only).
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { access, viewer } = await requireCrmAgent('/reports');
  const data = await reportsPageData(access, await searchParams);
  return <ReportsScreen key={`${data.filter.from}|${data.filter.to}|${data.filter.agentId}`} initial={data} canManage={viewer.canManage} />;
}
