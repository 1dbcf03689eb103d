import { jobsOverview } from '@/lib/jobs/overview';
import { parseJobsQueryLeniently } from '@/lib/jobs/overview-input';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { JobsView } from './jobs-view';
import { jobsHref } from './jobs-nav';

type SearchParams = Record<string, string | string[] | undefined>;
// The moment the answer was read: relative times count from it on the server and in the first client render.
const renderedAt = () => Date.now();

/**
 * /admin/jobs: the first answer rendered on the server, then kept fresh by the client. A bad
 * filter in the URL falls back to its default. Only admins reach it (the route table); the
 * check here keeps the query from running while the layout shows someone else the 403 page.
 */
export async function JobsScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const query = parseJobsQueryLeniently({ state: first(raw.state), queue: first(raw.queue), page: first(raw.page) });
  const { access } = await requireCrmAgent(jobsHref(query));
  if (!access.isAdmin) return null;
  const { data, pagination } = await jobsOverview(access.companyId, query);
  return (
    <div className="page" data-testid="jobs-page">
      <h1>Jobs</h1>
      <JobsView query={query} initial={{ answer: { data, meta: { pagination } }, at: renderedAt() }} />
    </div>
  );
}
