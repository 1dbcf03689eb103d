/**
 * schema.org data for a community page: the town as a Place with its address, and the
 * breadcrumb trail. Absolute URLs on the company's own origin.
 */
export function communityJsonLd(input: { origin: string; url: string; name: string; state: string; description: string; homeName: string; indexName: string; indexUrl: string }) {
  const at = (path: string) => `${input.origin}${path}`;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: `${input.name}, ${input.state}`,
      description: input.description,
      url: at(input.url),
      address: { '@type': 'PostalAddress', addressLocality: input.name, addressRegion: input.state, addressCountry: 'US' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: input.homeName, item: at('/') },
        { '@type': 'ListItem', position: 2, name: input.indexName, item: at(input.indexUrl) },
        { '@type': 'ListItem', position: 3, name: `${input.name}, ${input.state}`, item: at(input.url) },
      ],
    },
  ];
}
