/** schema.org RealEstateAgent for an agent's page: what a search engine shows as a person card. */
export function agentJsonLd(input: { base: string; url: string; name: string; title: string | null; photo: string | null; phone: string | null; email: string; company: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: input.name,
    url: input.base + input.url,
    ...(input.title ? { jobTitle: input.title } : {}),
    ...(input.photo ? { image: input.photo.startsWith('/') ? input.base + input.photo : input.photo } : {}),
    ...(input.phone ? { telephone: input.phone } : {}),
    email: input.email,
    worksFor: { '@type': 'RealEstateAgent', name: input.company, url: input.base },
  };
}
