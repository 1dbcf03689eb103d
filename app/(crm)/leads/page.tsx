import type { Metadata } from 'next';
import { LeadsTable } from '@/components/crm/leads/leads-table';
import { leadFilterOptions } from '@/lib/crm/lead-filter-options';
import { listLeads } from '@/lib/crm/leads-list';
import { leadsQueryString, parseLeadsQueryLeniently } from '@/lib/crm/leads-query';
import { listSavedViews } from '@/lib/crm/saved-views';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata: Metadata = { title: 'Leads' };

/** The moment the relative times count from: the same on the server's paint and the client's. */
const renderedAt = () => Date.now();

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The leads list (DESIGN §9): the first page is read here, straight from the service, so it
 * paints with the HTML; the table then follows the URL through /api/crm/leads. A URL value
 * that does not parse falls back to its default rather than failing the page.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const query = parseLeadsQueryLeniently(await searchParams);
  const { access, viewer: crmViewer } = await requireCrmAgent(`/leads?${leadsQueryString(query)}`);
  const [page, options, views] = await Promise.all([listLeads(access, query), leadFilterOptions(access), listSavedViews(access)]);
  const queryString = leadsQueryString(query);
  return (
    <LeadsTable
      // A saved view or a link to /leads?… is a new list: start it fresh.
      key={queryString}
      viewer={crmViewer}
      initialQuery={queryString}
      initialPage={page}
      options={options}
      initialViews={views}
      now={renderedAt()}
    />
  );
}
