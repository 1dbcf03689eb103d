import { Greatsheet } from '@/components/crm/greatsheet/greatsheet';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { greatsheetOptions, greatsheetWindow } from '@/lib/crm/greatsheet';
import { greatsheetColumns } from '@/lib/crm/greatsheet-preferences';
import { GREATSHEET_WINDOW, greatsheetFilters, greatsheetFiltersString } from '@/lib/crm/greatsheet-query';
import { parseLeadsQueryLeniently } from '@/lib/crm/leads-query';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/greatsheet');

/** The moment the relative times count from: the same on the server's paint and the client's. */
const renderedAt = () => Date.now();

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /greatsheet: the first window of rows, the agent's columns and the menus are read here so
 * the grid paints with the HTML; it then fetches windows through /api/crm/greatsheet as it
 * scrolls. The URL speaks the leads list's filters; a value that does not parse is dropped.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const filters = greatsheetFilters(parseLeadsQueryLeniently(await searchParams));
  const qs = greatsheetFiltersString(filters);
  const { access, viewer } = await requireCrmAgent(qs ? `/greatsheet?${qs}` : '/greatsheet');
  const [first, options, columns] = await Promise.all([
    greatsheetWindow(access, { ...filters, offset: 0, limit: GREATSHEET_WINDOW }),
    greatsheetOptions(access),
    greatsheetColumns(access),
  ]);
  return <Greatsheet key={qs} viewer={viewer} initialQuery={qs} initialWindow={first} options={options} initialColumns={columns} now={renderedAt()} />;
}
