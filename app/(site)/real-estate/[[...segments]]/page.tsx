import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { getViewer } from '@/lib/auth/viewer';
import { searchConfig } from '@/lib/search/search-config-server';
import { decodeSegment, readRealEstate } from '@/lib/search/search-url';

type Props = {
  params: Promise<{ segments?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// generateMetadata and the page read the same URL once per request.
const read = cache(async (path: string, search: string) => {
  const viewer = await getViewer();
  const config = await searchConfig(viewer.company);
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
  return searchPageMetadata(viewer, config, url.location);
}

// SPEC §2 /real-estate: the search, its filters in the path (DESIGN §4). The proxy has already
// answered malformed paths (404) and out-of-order ones (308); these checks are the backstop.
export default async function RealEstatePage(props: Props) {
  const { viewer, config, read: url } = await readProps(props);
  if (url.kind === 'invalid') notFound();
  if (url.redirectUrl !== null) permanentRedirect(url.redirectUrl);
  return <SearchPage viewer={viewer} config={config} base="/real-estate" location={url.location} />;
}
