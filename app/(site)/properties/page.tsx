import type { Metadata } from 'next';
import { cache } from 'react';
import { SearchPage, searchPageMetadata } from '@/components/search/search-page';
import { getViewer } from '@/lib/auth/viewer';
import { searchConfig } from '@/lib/search/search-config-server';
import { readProperties } from '@/lib/search/search-url';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const read = cache(async (search: string) => {
  const viewer = await getViewer();
  const config = await searchConfig(viewer.company);
  const url = readProperties(new URLSearchParams(search), config.ctx);
  if (url.kind === 'invalid') throw new Error('readProperties never refuses a query');
  return { viewer, config, url };
});

async function readProps(props: Props) {
  const search = await props.searchParams;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) for (const v of [value ?? []].flat()) query.append(key, v);
  return read(query.toString());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { viewer, config, url } = await readProps(props);
  return searchPageMetadata(viewer, config, url);
}

// SPEC §2 /properties: search results by query keys, the lead's viewed homes (lvh) and
// favourites (lfh, favorite), and the landing for unavailable properties (offthemarket).
export default withClientMessages('search', async function PropertiesPage(props: Props) {
  const { viewer, config, url } = await readProps(props);
  return <SearchPage viewer={viewer} config={config} base="/properties" search={url} />;
});
