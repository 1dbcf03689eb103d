/**
 * schema.org structured data for a listing page: a RealEstateListing whose offer carries the
 * price and whose subject is the home with its address and position. Pure; the page serialises
 * it into a <script type="application/ld+json"> with `<` escaped.
 */
export interface ListingForJsonLd {
  url: string;
  name: string;
  description: string | null;
  image: string | null;
  price: number | null;
  forSale: boolean;
  listedAt: string | null;
  address: { street: string; city: string; state: string; zip: string };
  geo: { lat: number; lon: number };
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
}

export function listingJsonLd(l: ListingForJsonLd): Record<string, unknown> {
  const home: Record<string, unknown> = {
    '@type': 'SingleFamilyResidence',
    address: { '@type': 'PostalAddress', streetAddress: l.address.street, addressLocality: l.address.city, addressRegion: l.address.state, postalCode: l.address.zip, addressCountry: 'US' },
    geo: { '@type': 'GeoCoordinates', latitude: l.geo.lat, longitude: l.geo.lon },
  };
  if (l.bedrooms !== null) home.numberOfBedrooms = l.bedrooms;
  if (l.bathrooms !== null) home.numberOfBathroomsTotal = l.bathrooms;
  if (l.squareFeet !== null) home.floorSize = { '@type': 'QuantitativeValue', value: l.squareFeet, unitCode: 'FTK' };
  const listing: Record<string, unknown> = { '@context': 'https://schema.org', '@type': 'RealEstateListing', url: l.url, name: l.name, about: home };
  if (l.description) listing.description = l.description;
  if (l.image) listing.image = l.image;
  if (l.listedAt) listing.datePosted = l.listedAt.slice(0, 10);
  if (l.price !== null) {
    listing.offers = {
      '@type': 'Offer',
      price: l.price,
      priceCurrency: 'USD',
      availability: l.forSale ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: l.url,
    };
  }
  return listing;
}

/** JSON for an inline script: `<` escaped so no text can close the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
