import { PopularTable } from '@/components/crm/popular/popular-table';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { getViewer } from '@/lib/auth/viewer';
import { popularListings } from '@/lib/crm/popular-listings';
import { popularQuery } from '@/lib/crm/popular-types';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/admin/properties/popular');

// /admin/properties/popular – the most viewed, favourited and asked-about listings by period (admins;
// the layout answers 403 for others). A bad value in the URL falls back to the defaults, as the leads list does.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [, viewer, raw] = await Promise.all([requireCrmAgent('/admin/properties/popular'), getViewer(), searchParams]);
  const first = (key: string) => { const v = raw[key]; return Array.isArray(v) ? v[0] : v; };
  // Each value on its own: a bad sort keeps a good period.
  const fallback = popularQuery.parse({});
  const { shape } = popularQuery;
  const period = shape.period.safeParse(first('period'));
  const sort = shape.sort.safeParse(first('sort'));
  const pageNo = shape.page.safeParse(first('page'));
  const query = {
    period: period.success ? period.data : fallback.period,
    sort: sort.success ? sort.data : fallback.sort,
    page: pageNo.success ? pageNo.data : fallback.page,
  };
  const page = await popularListings(viewer.company, query);
  return (
    <div className="page" data-testid="popular-page">
      <h1>Popular properties</h1>
      <PopularTable query={query} page={page} />
    </div>
  );
}
