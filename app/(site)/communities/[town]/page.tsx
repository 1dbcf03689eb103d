import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CommunityPageView } from '@/components/community/community-page';
import { getViewer } from '@/lib/auth/viewer';
import { communityJsonLd } from '@/lib/community/json-ld';
import { communityPage } from '@/lib/community/page-data';
import { COMMUNITIES_PATH, communityUrl } from '@/lib/community/town-slug';
import { scriptJson } from '@/lib/property/json-ld';
import { siteOrigin } from '@/lib/tenancy/origin';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ town: string }> };

// The page and its metadata read the town once per request.
const load = cache(async (slug: string) => {
  const viewer = await getViewer();
  return { viewer, page: await communityPage(viewer, slug), now: Date.now() };
});

async function read(props: Props) {
  const { town } = await props.params;
  // The proxy (communityGate) has answered unknown and unserved towns with the full 404 already.
  const { viewer, page, now } = await load(town);
  if (page === null) notFound();
  return { viewer, page, now };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ page }, t] = await Promise.all([read(props), getTranslations('Community')]);
  const title = t('pageTitle', { town: page.town.name, state: page.town.state });
  const url = communityUrl(page.town.slug);
  return { title, description: page.description.summary, alternates: { canonical: url }, openGraph: { type: 'website', title, description: page.description.summary, url } };
}

// Community page of one town (docs/community.md): /communities/{city-slug}-{st}.
export default withClientMessages('community', async function CommunityPage(props: Props) {
  const [{ viewer, page, now }, t] = await Promise.all([read(props), getTranslations('Community')]);
  const jsonLd = communityJsonLd({
    origin: siteOrigin(viewer.company.domain),
    url: communityUrl(page.town.slug),
    name: page.town.name,
    state: page.town.state,
    description: page.description.lead,
    homeName: t('home'),
    indexName: t('communities'),
    indexUrl: COMMUNITIES_PATH,
  });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <CommunityPageView page={page} showDealRating={viewer.company.settings.showPropertiesDealRatings} now={now} />
    </>
  );
});
