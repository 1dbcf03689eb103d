import type { Metadata } from 'next';
import { AbScreen, type AbMode } from '@/components/crm/ab/ab-screen';
import { currentDefaultPrompt, listAbTests } from '@/lib/crm/ab-tests';
import { parseRowId } from '@/lib/http/ids';
import { requireCrmAgent } from '@/lib/crm/viewer';

export const metadata: Metadata = { title: 'A/B tests' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * /ab?test=&new=1&edit= (admins: the layout shows the 403 page to others): the company's tests of
 * the sign-up prompt with their figures, read here for the first view; the screen keeps them
 * fresh through /api/crm/ab-tests. A bad id in the URL falls back to the list.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const { access } = await requireCrmAgent('/ab');
  // The layout shows others the 403 page; nothing of the tests is read for them.
  if (!access.isAdmin) return null;
  const params = await searchParams;
  const [tests, control] = await Promise.all([listAbTests(access.companyId), currentDefaultPrompt(access.companyId)]);
  const edit = parseRowId(one(params.edit) ?? '');
  const test = parseRowId(one(params.test) ?? '');
  const mode: AbMode = one(params.new) === '1' ? { kind: 'new' } : edit !== null && tests.some((t) => t.id === edit && t.status === 'draft') ? { kind: 'edit', id: edit } : { kind: 'view', id: test !== null && tests.some((t) => t.id === test) ? test : null };
  return <AbScreen initial={tests} initialMode={mode} control={control} />;
}
