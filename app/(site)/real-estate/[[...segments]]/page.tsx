import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { headers } from 'next/headers';
import { cache } from 'react';
import { companyQueryFilters } from '@/lib/filters/query';
import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { getViewer } from '@/lib/auth/viewer';
import { searchConfig } from '@/lib/search/search-config-server';
import { decodeSearchHeader } from '@/lib/search/search-header';
import { decodeSegment, readPage, readRealEstate, type ReadSearch } from '@/lib/search/search-url';
import { SEARCH_QUERY_HEADER } from '@/lib/tenancy/request-headers';
import { withClientMessages } from '@/i18n/client-messages';

type Props = {
  params: Promise<{ segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// generateMetadata and the page read the same URL once per request.
const read = cache(async (path: string, search: string) => {
  const viewer = await getViewer();
  const config = await searchConfig(viewer.company);
  // The proxy parsed this URL (and let it through as canonical): its search comes as it left it.
  const fromProxy = decodeSearchHeader((await headers()).get(SEARCH_QUERY_HEADER));
  if (fromProxy !== null) {
    const location = { filters: companyQueryFilters(fromProxy), page: readPage(new URLSearchParams(search)), offMarket: false };
    const url: ReadSearch = { kind: 'ok', query: fromProxy, location, redirectUrl: null };
    return { viewer, config, read: url };
  }
  // Next hands the segments over percent-encoded (commas stay readable): each is decoded once.
  const segments = path === '' ? [] : path.split('/').map(decodeSegment);
  return { viewer, config, read: readRealEstate(segments, new URLSearchParams(search), config.ctx) };
});

async function readProps(props: Props) {
  const [{ segments = [] }, search] = await Promise.all([props.params, props.searchParams]);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) for (const v of [value ?? []].flat()) query.append(key, v);
  return read(segments.join('/'), query.toString());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { viewer, config, read: url } = await readProps(props);
  if (url.kind === 'invalid') return {};
  return searchPageMetadata(viewer, config, url);
}

// SPEC §2 /real-estate: the search, its filters in the path (DESIGN §4). The proxy has already
// answered malformed paths (404) and out-of-order ones (308); these checks are the backstop.
export default withClientMessages('search', async function RealEstatePage(props: Props) {
  const { viewer, config, read: url } = await readProps(props);
  if (url.kind === 'invalid') notFound();
  if (url.redirectUrl !== null) permanentRedirect(url.redirectUrl);
  return <SearchPage viewer={viewer} config={config} base="/real-estate" search={url} />;
});
