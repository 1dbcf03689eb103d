import { firstLoadedPhotos, pictureLimit } from '@/lib/property/photos';
import { listingJsonLd, scriptJson } from '@/lib/property/json-ld';

describe('free pictures (SPEC §6, §9)', () => {
  it('visitors see 3 unless the fp cookie says otherwise; leads all; agents 999999', () => {
    expect(pictureLimit('visitor', undefined)).toBe(3);
    expect(pictureLimit('visitor', '5')).toBe(5);
    expect(pictureLimit('visitor', '0')).toBe(0);
    expect(pictureLimit('partial-lead', '1')).toBe(1);
    for (const bad of ['', 'x', '-1', '2.5', '99999']) expect(pictureLimit('visitor', bad)).toBe(3);
    expect(pictureLimit('lead', '1')).toBe(Number.POSITIVE_INFINITY);
    expect(pictureLimit('agent', '1')).toBe(999999);
  });
  it('loads photos 0, 1 and the last first', () => {
    expect(firstLoadedPhotos(10)).toEqual([0, 1, 9]);
    expect(firstLoadedPhotos(2)).toEqual([0, 1]);
    expect(firstLoadedPhotos(1)).toEqual([0]);
    expect(firstLoadedPhotos(0)).toEqual([]);
  });
});

describe('listing JSON-LD', () => {
  const base = {
    url: 'https://localhost/homedetails/1-main-st/7', name: '1 Main St', description: 'Nice', image: 'https://localhost/images/7-0.jpg', price: 650000,
    forSale: true, listedAt: '2026-11-01T10:00:00.000Z', address: { street: '1 Main St', city: 'Riverhead', state: 'NY', zip: '11901' },
    geo: { lat: 40.9, lon: -72.6 }, bedrooms: 3, bathrooms: 2.5, squareFeet: 1800,
  };
  it('is a RealEstateListing with an offer, an address and a position', () => {
    const ld = listingJsonLd(base);
    expect(ld['@type']).toBe('RealEstateListing');
    expect(ld.offers).toEqual({ '@type': 'Offer', price: 650000, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: base.url });
    expect(ld.about).toMatchObject({ address: { postalCode: '11901', addressLocality: 'Riverhead' }, geo: { latitude: 40.9, longitude: -72.6 }, numberOfBedrooms: 3 });
    expect(ld.datePosted).toBe('2026-11-01');
  });
  it('has no offer when the price is hidden; escapes < in the script', () => {
    expect(listingJsonLd({ ...base, price: null }).offers).toBeUndefined();
    expect(scriptJson({ a: '</script><b>' })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
  });
});
