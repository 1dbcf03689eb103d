import Link from 'next/link';
import { ImportsList } from '@/components/crm/imports/imports-list';
import { IMPORT_FILTERS, type ImportFilter } from '@/lib/crm/imports/types';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { importsOf } from '@/lib/crm/imports/status';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata = crmPageMetadata('/importing');

// /importing – the company's lead imports with their progress (admins; the layout answers 403 for others).
// A bad value in the URL falls back to the default, as the leads list does.
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [agent, raw] = await Promise.all([requireCrmAgent('/importing'), searchParams]);
  const first = (key: string) => { const v = raw[key]; return Array.isArray(v) ? v[0] : v; };
  const filter = IMPORT_FILTERS.find((f) => f === first('status')) ?? 'all';
  const id = Number(first('id'));
  const imports = await importsOf(agent.access.companyId);
  return (
    <div className="page" data-testid="importing-page">
      <h1>Import progress</h1>
      <p><Link href="/admin/import-leads">Import another file</Link></p>
      <ImportsList initial={imports} filter={filter satisfies ImportFilter} highlight={Number.isInteger(id) && id > 0 ? id : null} />
    </div>
  );
}
