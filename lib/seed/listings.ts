import type { properties } from '@/lib/db/schema';
import type { Rng } from './random';
import { randomPointInTown, type Town } from './geography';
import { DEAL_WEIGHTS, FEATURE_GROUPS, type PropertyTypeCode, type StatusCode } from '@/lib/property/vocabulary';
import { demoBuilder } from './builders';

type PropertyRow = typeof properties.$inferInsert;

export interface GeneratedListing {
  row: PropertyRow;
  town: Town;
  featureParams: string[];
  priceEvents: { date: Date; event: 'listed' | 'price_change' | 'pending' | 'sold' | 'off_market' | 'coming_soon'; price: number }[];
  photoCount: number;
  openHouses: { startsAt: Date; endsAt: Date }[];
}

const DAY = 86_400_000;
const BASE_PRICE_PER_SQFT = 430;
const ALL_FEATURES = FEATURE_GROUPS.flatMap((g) => g.features.map(([param]) => param));

const TYPE_WEIGHTS: [PropertyTypeCode, number][] = [
  ['r', 66], ['c', 7], ['t', 5], ['ll', 9], ['mf', 4], ['co', 2], ['dplx', 2], ['f', 1], ['mh', 2], ['cn', 2],
];
const STATUS_WEIGHTS: [StatusCode, number][] = [['a', 44], ['s', 36], ['p', 8], ['u', 4], ['o', 8]];

const REMARK_OPENERS = [
  'Welcome home to this', 'Sun-filled', 'Beautifully renovated', 'Classic East End', 'Move-right-in', 'Private and serene',
  'Charming', 'Light-filled', 'Thoughtfully updated', 'Rare opportunity to own this',
];
const REMARK_DETAILS = [
  'with an open kitchen that flows to a deck overlooking the yard',
  'close to farm stands, wineries and the beaches',
  'on a quiet street minutes from the village',
  'with a primary suite, walk-in closet and spa bath',
  'with wide-plank floors and a wood-burning fireplace',
  'with room for a pool and a detached studio',
  'with a full basement and updated mechanicals',
  'set back on a landscaped lot with mature trees',
];

function titleCase(type: PropertyTypeCode): string {
  return { r: 'home', c: 'condo', t: 'townhouse', mf: 'multi-family property', ll: 'parcel', co: 'co-op', dplx: 'duplex', f: 'farm', mh: 'cottage', cn: 'new construction home' }[
    type as string
  ] ?? 'property';
}

/** A fair price for the attributes, before the asking-price noise: what deal ratings compare against. */
function fairValue(town: Town, type: PropertyTypeCode, sqft: number, acres: number, year: number, waterfront: boolean): number {
  if (type === 'll') return Math.max(60_000, 180_000 * town.priceIndex * Math.pow(acres, 0.7));
  const typeFactor = { c: 0.82, t: 0.88, co: 0.7, mh: 0.45, mf: 0.85, dplx: 0.88, f: 1.1, cn: 1.15 }[type as string] ?? 1;
  const age = 2026 - year;
  const ageFactor = age < 5 ? 1.18 : age < 25 ? 1.05 : age < 70 ? 0.95 : 1.0;
  const lotValue = 90_000 * town.priceIndex * Math.min(acres, 5);
  return (sqft * BASE_PRICE_PER_SQFT * town.priceIndex * typeFactor * ageFactor + lotValue) * (waterfront ? 1.45 : 1);
}

const roundPrice = (p: number) => (p > 1_000_000 ? Math.round(p / 5_000) * 5_000 : Math.round(p / 1_000) * 1_000 - (p > 200_000 ? 1_000 : 0));
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export function generateListing(rng: Rng, index: number, town: Town, sourceId: number, sourceCode: string, now: Date): GeneratedListing {
  const type = rng.weighted(TYPE_WEIGHTS);
  const status = rng.weighted(STATUS_WEIGHTS);
  const land = type === 'll';
  const beds = land ? null : Math.max(1, Math.min(8, Math.round(rng.normal(type === 'c' || type === 'co' ? 2 : 3.4, 1))));
  const sqft = land ? null : Math.max(550, Math.round(rng.normal(650 + (beds ?? 3) * 520, 380) / 10) * 10);
  const year = land ? null : rng.weighted<number>([[rng.int(1750, 1899), 6], [rng.int(1900, 1959), 22], [rng.int(1960, 1999), 42], [rng.int(2000, 2026), 30]]);
  const acres = Math.round((land ? rng.float(0.4, 12) : type === 'c' || type === 'co' ? 0.02 : Math.exp(rng.normal(-0.9, 0.8))) * 1000) / 1000;
  const features = rng.shuffle([...ALL_FEATURES]).slice(0, land ? rng.int(0, 3) : rng.int(3, 10));
  const waterfront = features.includes('waterfront') || features.includes('bay-front') || features.includes('sound-front');
  const fair = fairValue(town, type, sqft ?? 0, acres, year ?? 1990, waterfront);
  const askingRatio = Math.exp(rng.normal(0.02, 0.1));
  const originalPrice = roundPrice(fair * askingRatio);

  // Dates: sold listings closed over the last five years (recent years denser); the rest are current.
  const closeDate = status === 's' ? new Date(now.getTime() - Math.floor(Math.pow(rng.next(), 1.6) * 5 * 365) * DAY - DAY) : null;
  const daysOnMarket = status === 'u' ? 0 : Math.max(1, Math.round(rng.normal(status === 's' ? 70 : 55, 45)));
  const listedAt = new Date((closeDate ?? now).getTime() - daysOnMarket * DAY - (status === 's' ? 30 * DAY : 0) - rng.int(0, 86_399) * 1000);
  const events: GeneratedListing['priceEvents'] = [{ date: listedAt, event: status === 'u' ? 'coming_soon' : 'listed', price: originalPrice }];
  let price = originalPrice;
  let priceReducedAt: Date | null = null;
  if (status !== 'u' && daysOnMarket > 14 && rng.chance(0.35)) {
    const cuts = rng.int(1, daysOnMarket > 90 ? 3 : 1);
    for (let c = 1; c <= cuts; c++) {
      price = roundPrice(price * (1 - rng.float(0.02, 0.07)));
      priceReducedAt = new Date(listedAt.getTime() + Math.round((daysOnMarket * c) / (cuts + 1)) * DAY);
      events.push({ date: priceReducedAt, event: 'price_change', price });
    }
  }
  let closePrice: number | null = null;
  if (status === 'p' || status === 's') events.push({ date: new Date(listedAt.getTime() + daysOnMarket * DAY), event: 'pending', price });
  if (status === 's' && closeDate) {
    closePrice = roundPrice(price * rng.normal(0.975, 0.03));
    events.push({ date: closeDate, event: 'sold', price: closePrice });
  }
  if (status === 'o') events.push({ date: new Date(listedAt.getTime() + daysOnMarket * DAY), event: 'off_market', price });

  const ratio = price / fair;
  const dealRating = rng.chance(0.04)
    ? DEAL_WEIGHTS.noAnalysis
    : rng.chance(0.02)
      ? DEAL_WEIGHTS.noLabel
      : ratio < 0.9 ? DEAL_WEIGHTS.great : ratio < 0.97 ? DEAL_WEIGHTS.good : ratio < 1.05 ? DEAL_WEIGHTS.fair : DEAL_WEIGHTS.high;

  const point = randomPointInTown(town, rng);
  const street = rng.pick(town.streets);
  const number = String(rng.int(1, 60) * (rng.chance(0.5) ? 10 : 1) + rng.int(0, 9));
  const unit = type === 'c' || type === 'co' ? `Unit ${rng.int(1, 40)}${rng.pick(['', 'A', 'B'])}` : null;
  const address = `${number} ${street}${unit ? ` ${unit}` : ''}, ${town.name}, NY ${town.zip}`;
  const baths = beds ? Math.max(1, Math.min(beds + 1, Math.round(rng.normal(beds * 0.8, 0.6) * 2) / 2)) : null;
  const photoCount = rng.chance(0.03) ? 0 : land ? rng.int(2, 5) : rng.int(6, 16);
  const openHouses: GeneratedListing['openHouses'] = [];
  if (status === 'a' && rng.chance(0.18)) {
    const saturday = new Date(now);
    saturday.setUTCDate(now.getUTCDate() + ((6 - now.getUTCDay() + 7) % 7 || 7));
    for (let k = 0; k < rng.int(1, 2); k++) {
      const start = new Date(saturday.getTime() + k * DAY);
      start.setUTCHours(rng.pick([15, 16, 17, 18]), rng.pick([0, 30]), 0, 0);
      openHouses.push({ startsAt: start, endsAt: new Date(start.getTime() + rng.pick([1.5, 2]) * 3_600_000) });
    }
  }

  const row: PropertyRow = {
    sourceId,
    listingKey: `${sourceCode}-${100000 + index}`,
    listingId: String(3_800_000 + index * 7 + rng.int(0, 6)),
    status,
    propertyType: type,
    listPrice: price,
    originalListPrice: originalPrice,
    closePrice,
    closeDate: closeDate ? isoDate(closeDate) : null,
    listedAt,
    priceReducedAt,
    bedroomsTotal: beds,
    bathroomsTotal: baths,
    bathroomsFull: baths ? Math.floor(baths) : null,
    bathroomsHalf: baths ? (baths % 1 ? 1 : 0) : null,
    livingArea: sqft,
    lotSizeAcres: acres,
    yearBuilt: year,
    garageSpaces: land || type === 'c' ? null : rng.weighted([[0, 3], [1, 3], [2, 5], [3, 1]]),
    storiesTotal: land ? null : rng.weighted([[1, 4], [2, 6], [3, 1]]),
    basementTypes: land || type === 'c' || rng.chance(0.25) ? [] : [rng.weighted([[1, 4], [2, 3], [3, 3], [4, 1], [5, 1], [6, 1], [7, 1]])],
    associationFeeMonthly: type === 'c' || type === 't' || type === 'co' || features.includes('55-plus') ? rng.int(12, 90) * 10 : null,
    assumableMortgageRate: !land && rng.chance(0.06) ? Math.round(rng.float(2, 4) * 8) / 8 : null,
    unparsedAddress: address,
    streetNumber: number,
    streetName: street,
    unitNumber: unit,
    city: town.name,
    citySlug: town.slug,
    stateOrProvince: 'NY',
    postalCode: town.zip,
    countyOrParish: town.county,
    subdivisionName: rng.chance(0.3) ? `${rng.pick(['Harbor', 'Meadow', 'Vineyard', 'Bay', 'Pine', 'Creek'])} ${rng.pick(['Estates', 'Point', 'Woods', 'Farms', 'Landing'])}` : null,
    mlsAreaMajor: town.region,
    schoolDistrict: town.schoolDistrict,
    latitude: point.lat,
    longitude: point.lon,
    publicRemarks: `${rng.pick(REMARK_OPENERS)} ${beds ? `${beds}-bedroom ` : ''}${titleCase(type)} in ${town.name} ${rng.pick(REMARK_DETAILS)}.`,
    listAgentFullName: null,
    listOfficeName: null,
    photosCount: photoCount,
    dealRating,
    isManuallyRated: rng.chance(0.01),
    extraInfo: {
      taxesAnnual: Math.round((fair * 0.011) / 10) * 10,
      heating: rng.pick(['Oil', 'Natural Gas', 'Propane', 'Heat Pump']),
      water: rng.pick(['Public', 'Well']),
      sewer: 'Cesspool',
      ...(demoBuilder(year) ? { builder: demoBuilder(year) } : {}),
    },
    modifiedAt: events[events.length - 1]!.date,
  };
  return { row, town, featureParams: features, priceEvents: events, photoCount, openHouses };
}
