/**
 * The demo's listings go through the importer as RESO records (lib/seed/reso-file.ts): the
 * mapping of each record must give back every column the seed sets, its features and photos.
 */
import { mapResoRecord, type ListingColumns } from '@/lib/reso/mapping';
import { imageStoreFile } from '@/lib/reso/media';
import { toResoRecord } from '@/lib/seed/reso-file';
import { generateListing, type GeneratedListing } from '@/lib/seed/listings';
import { TOWNS } from '@/lib/seed/geography';
import { Rng } from '@/lib/seed/random';
import { FEATURE_GROUPS, type PropertyTypeCode } from '@/lib/property/vocabulary';

const NOW = new Date('2026-11-25T15:04:05.678Z');
const COUNT = 600;
const POOL = [...Array.from({ length: 36 }, (_, i) => `ext-${String(i + 1).padStart(2, '0')}.jpg`), ...Array.from({ length: 24 }, (_, i) => `int-${String(i + 1).padStart(2, '0')}.jpg`)];

/** What the mapping does not say (the importer's columns), taken off the seed's row. */
const IMPORTER_COLUMNS = [
  'sourceId', 'modifiedAt', 'priceReducedAt', 'photosCount', 'dealRating', 'isManuallyRated', 'estimatedValue', 'ratedPrice', 'ratedStatus', 'ratedAt',
] as const;

function generate(): { g: GeneratedListing; agent: string; office: string; photos: string[] }[] {
  const rng = new Rng('reso-file-test');
  return Array.from({ length: COUNT }, (_, i) => {
    const g = generateListing(rng, i, rng.pick(TOWNS), 1, i % 2 ? 'nfmls' : 'eemls', NOW);
    const photos = Array.from({ length: g.photoCount }, () => rng.pick(POOL));
    return { g, agent: `${rng.pick(['Ann', 'Tom'])} ${rng.pick(['Reilly', 'Wolff'])}`, office: rng.pick(['Harborside Properties', 'Bayview Brokerage']), photos };
  });
}

function expectedRow(g: GeneratedListing, agent: string, office: string): ListingColumns {
  const seeded: Record<string, unknown> = { ...g.row, listAgentFullName: agent, listOfficeName: office };
  for (const column of IMPORTER_COLUMNS) delete seeded[column];
  // The feed's own times, which the seed does not set: its change time and its photos' time.
  seeded.sourceModifiedAt = g.row.modifiedAt;
  seeded.photosChangedAt = g.row.listedAt;
  return seeded as ListingColumns;
}

describe('the demo listings as a RESO file', () => {
  const listings = generate();

  it('covers every type, status and feature the generator makes', () => {
    expect(new Set(listings.map((l) => l.g.row.propertyType))).toEqual(new Set<PropertyTypeCode>(['r', 'c', 't', 'll', 'mf', 'co', 'dplx', 'f', 'mh', 'cn']));
    expect(new Set(listings.map((l) => l.g.row.status))).toEqual(new Set(['a', 's', 'p', 'u', 'o']));
    const features = new Set(listings.flatMap((l) => l.g.featureParams));
    expect(features).toEqual(new Set(FEATURE_GROUPS.flatMap((group) => group.features.map(([param]) => param))));
  });

  it('maps back to the row the seed inserts, every column equal, with no warning', () => {
    for (const { g, agent, office, photos } of listings) {
      // Through JSON, as the file is written and read.
      const record = JSON.parse(JSON.stringify(toResoRecord(g, { listAgentFullName: agent, listOfficeName: office, photos: photos.map((file) => ({ file, width: 960, height: 640 })) })));
      const result = mapResoRecord(record, { allowImageStore: true });
      if (!result.ok) throw new Error(`${g.row.listingKey}: ${result.message}`);
      expect(result.warnings).toEqual([]);
      const expected = expectedRow(g, agent, office);
      expect(Object.keys(result.listing.row).sort()).toEqual(Object.keys(expected).sort());
      expect(result.listing.row).toEqual(expected);
      expect([...result.listing.featureParams].sort()).toEqual([...g.featureParams].sort());
      expect(result.listing.media.map((m) => (m.url.startsWith('image-store:') ? imageStoreFile(m.url) : null))).toEqual(photos);
      expect(result.listing.media.map((m) => m.order)).toEqual(photos.map((_, n) => n));
      expect(new Set(result.listing.media.map((m) => m.key)).size).toBe(photos.length);
      expect(result.listing.media.every((m) => m.width === 960 && m.height === 640)).toBe(true);
    }
  });

  it('points the photos at an http base when one is given', () => {
    const { g, photos } = listings.find((l) => l.photos.length > 2)!;
    const record = toResoRecord(g, { listAgentFullName: null, listOfficeName: null, mediaBaseUrl: 'http://127.0.0.1:3281/pool/', photos: photos.map((file) => ({ file })) });
    const result = mapResoRecord(record);
    if (!result.ok) throw new Error(result.message);
    expect(result.listing.media.map((m) => m.url)).toEqual(photos.map((file) => `http://127.0.0.1:3281/pool/${file}`));
    expect(result.listing.row.listAgentFullName).toBeNull();
  });

  it('refuses the image-store photos of the demo file from a feed that is not trusted with them', () => {
    const { g, photos } = listings.find((l) => l.photos.length > 0)!;
    const result = mapResoRecord(toResoRecord(g, { listAgentFullName: null, listOfficeName: null, photos: photos.map((file) => ({ file })) }));
    expect(result.ok && result.listing.media).toEqual([]);
  });

  it('writes Data Dictionary names and values a feed would send', () => {
    const sold = listings.find((l) => l.g.row.status === 's' && l.g.row.propertyType === 'r' && (l.g.row.basementTypes ?? []).length > 0)!;
    const record = toResoRecord(sold.g, { listAgentFullName: sold.agent, listOfficeName: sold.office });
    expect(record).toMatchObject({
      StandardStatus: 'Closed', PropertyType: 'Residential', PropertySubType: 'Single Family Residence', ClosePrice: sold.g.row.closePrice,
      CloseDate: sold.g.row.closeDate, City: sold.g.row.city, StateOrProvince: 'NY', ListAgentFullName: sold.agent, BasementYN: true,
    });
    expect(record).not.toHaveProperty('Media');
    // Feeds leave out what they do not know rather than send null.
    expect(Object.values(record)).not.toContain(null);
  });
});
