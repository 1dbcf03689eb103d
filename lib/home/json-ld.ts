/**
 * schema.org for the home page: the brokerage (RealEstateAgent, an Organization) and the site
 * with its search (WebSite + SearchAction, which search engines may show as a search box).
 * Only what the company configured goes in; nothing is invented.
 */
export function homeJsonLd(input: { base: string; name: string; description: string | null; logo: string | null; phone: string | null; email: string | null }) {
  const absolute = (url: string) => (url.startsWith('/') ? input.base + url : url);
  const organization = {
    '@type': 'RealEstateAgent',
    '@id': `${input.base}/#organization`,
    name: input.name,
    url: `${input.base}/`,
    ...(input.description ? { description: input.description } : {}),
    ...(input.logo ? { logo: absolute(input.logo), image: absolute(input.logo) } : {}),
    ...(input.phone ? { telephone: input.phone } : {}),
    ...(input.email ? { email: input.email } : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${input.base}/#website`,
    name: input.name,
    url: `${input.base}/`,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${input.base}/real-estate?keyword={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}
