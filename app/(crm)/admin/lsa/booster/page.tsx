import { BoosterScreen } from '@/components/crm/booster/booster-screen';
import { crmPageMetadata } from '@/components/crm/pending-screen';
import { paidSourceFigures } from '@/lib/crm/paid-sources';
import { parseMonthRange } from '@/lib/crm/paid-sources-types';
import { requireCrmAgent } from '@/lib/crm/viewer';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';

export const metadata = crmPageMetadata('/admin/lsa/booster');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /admin/lsa/booster – the company's paid lead sources over the URL's months (admins; the layout
// answers 403 for others). A bad range in the URL falls back to the last six months, as /reports does.
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const [{ access }, raw] = await Promise.all([requireCrmAgent('/admin/lsa/booster'), searchParams]);
  const first = (key: string) => { const v = raw[key]; return Array.isArray(v) ? v[0] : v; };
  const asked = { from: first('from'), to: first('to') };
  const query = parseMonthRange(asked, new Date(), COMPANY_TIME_ZONE).ok ? asked : {};
  const answer = await paidSourceFigures(access, query);
  return <BoosterScreen key={`${answer.range.from}|${answer.range.to}`} initial={answer} />;
}
