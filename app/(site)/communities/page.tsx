import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { CommunityIndexView } from '@/components/community/community-index';
import { COMMUNITIES_PATH } from '@/lib/community/town-slug';
import { servedTowns } from '@/lib/community/towns';
import { getCurrentCompany } from '@/lib/tenancy/current';
import { withClientMessages } from '@/i18n/client-messages';

// The page and its metadata read the list once per request.
const load = cache(async () => {
  const company = await getCurrentCompany();
  return { company, towns: await servedTowns(company) };
});

export async function generateMetadata(): Promise<Metadata> {
  const [{ company }, t] = await Promise.all([load(), getTranslations('Community')]);
  const title = t('indexTitle');
  const description = t('indexDescription', { company: company.name });
  return { title, description, alternates: { canonical: COMMUNITIES_PATH }, openGraph: { type: 'website', title, description, url: COMMUNITIES_PATH } };
}

// Community pages (docs/community.md: a route SPEC does not name): the towns the company serves.
export default withClientMessages('communities', async function CommunitiesPage() {
  const { towns } = await load();
  return <CommunityIndexView towns={towns} />;
});
