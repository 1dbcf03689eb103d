import { FEATURE_GROUPS } from '@/lib/property/vocabulary';
import type { ResoRecord } from './types';
import { lookupKey, toList, toNumber, toYesNo } from './fields';

/**
 * The feature checkboxes of the search (lib/property/vocabulary.ts FEATURE_GROUPS) read off
 * RESO Data Dictionary fields. Lookup values compare as lookupKey does ("Central Air" =
 * "CentralAir"). Values outside the Data Dictionary ("Gourmet Kitchen", "Walk to Village") are
 * the spellings MLSs commonly use for features the dictionary has no value for.
 *
 * Built as an index from (field, value) to features, so a record costs one lookup per value it
 * has rather than one scan per feature (the importer maps 100k records in a load).
 */
const VALUES: [param: string, fields: readonly string[], values: readonly string[]][] = [
  // Interior
  ['hardwood-floors', ['Flooring'], ['hardwood']],
  ['central-air', ['Cooling'], ['centralair']],
  ['open-floor-plan', ['InteriorFeatures'], ['openfloorplan']],
  ['first-floor-primary', ['InteriorFeatures'], ['primarydownstairs', 'masterdownstairs', 'mainlevelprimary', 'firstfloorprimary']],
  ['home-office', ['RoomType', 'InteriorFeatures'], ['office', 'homeoffice', 'denoffice']],
  ['chefs-kitchen', ['InteriorFeatures'], ['chefskitchen', 'gourmetkitchen']],
  ['finished-attic', ['RoomType', 'InteriorFeatures'], ['finishedattic']],
  ['wine-cellar', ['RoomType', 'InteriorFeatures'], ['winecellar']],
  // Exterior
  ['deck', ['PatioAndPorchFeatures', 'ExteriorFeatures'], ['deck']],
  ['patio', ['PatioAndPorchFeatures', 'ExteriorFeatures'], ['patio']],
  ['outdoor-shower', ['ExteriorFeatures'], ['outdoorshower']],
  ['fenced-yard', ['ExteriorFeatures'], ['fencedyard']],
  ['detached-garage', ['ParkingFeatures'], ['detached', 'detachedgarage', 'garagedetached']],
  ['guest-cottage', ['OtherStructures'], ['guesthouse', 'guestcottage', 'cottage']],
  ['tennis-court', ['ExteriorFeatures', 'OtherStructures'], ['tenniscourts', 'tenniscourt']],
  ['solar-panels', ['GreenEnergyGeneration', 'ExteriorFeatures'], ['solar', 'solarpanels']],
  // Waterfront & views
  ['water-view', ['View'], ['water', 'bay', 'lake', 'river', 'pond', 'canal', 'creek', 'harbor', 'sound']],
  ['bay-front', ['WaterfrontFeatures'], ['bayfront']],
  ['sound-front', ['WaterfrontFeatures'], ['soundfront']],
  ['ocean-view', ['View'], ['ocean']],
  ['dock', ['WaterfrontFeatures', 'ExteriorFeatures'], ['dock', 'boatdock', 'privatedock']],
  ['beach-rights', ['WaterfrontFeatures', 'CommunityFeatures'], ['beachaccess', 'beachrights']],
  ['vineyard-view', ['View'], ['vineyard']],
  // Community
  ['near-village', ['CommunityFeatures'], ['walktovillage', 'nearvillage']],
  ['near-train', ['CommunityFeatures'], ['neartrain', 'nearpublictransit', 'publictransportation']],
  ['golf-community', ['CommunityFeatures'], ['golf', 'golfcourse', 'golfcommunity']],
  ['gated', ['CommunityFeatures'], ['gated', 'gatedcommunity']],
  ['farm-stand', ['LotFeatures', 'CommunityFeatures'], ['agriculturalreserve', 'farmstand', 'farmland']],
  // Systems: gas and water service from Utilities (Heating "Natural Gas" and WaterSource go to
  // extraInfo; they say what heats the house and where water comes from, not what is connected).
  ['generator', ['Electric', 'ExteriorFeatures', 'InteriorFeatures', 'Utilities'], ['generator', 'wholehousegenerator']],
  ['ev-charger', ['ParkingFeatures', 'Electric'], ['electricvehiclechargingstations', 'electricvehiclechargingstation', 'evcharger']],
  ['natural-gas', ['Utilities'], ['naturalgasconnected', 'naturalgasavailable']],
  ['public-water', ['Utilities'], ['waterconnected', 'publicwater']],
];

/**
 * Features a field gives for any value but "none" (any fence is a fenced yard), and the yes/no
 * field that, when the feed states it, decides instead (PoolPrivateYN false: no pool, whatever
 * PoolFeatures says; PoolFeatures "Community" is not a private pool).
 */
const ANY_VALUE: [param: string, field: string, yesNo: string | null, except: readonly string[]][] = [
  ['fireplace', 'FireplaceFeatures', 'FireplaceYN', ['none']],
  ['pool', 'PoolFeatures', 'PoolPrivateYN', ['none', 'community', 'association']],
  ['waterfront', 'WaterfrontFeatures', 'WaterfrontYN', ['none']],
  ['fenced-yard', 'Fencing', null, ['none']],
];

/** The vocabulary's params in its order; a rule for a param it no longer has stays inert. */
const PARAMS = FEATURE_GROUPS.flatMap((g) => g.features.map(([param]) => param));
const PARAM_INDEX = new Map(PARAMS.map((param, i) => [param, i]));

/** field → lookup key → indexes of the params it says. */
const INDEX = new Map<string, Map<string, number[]>>();
for (const [param, fields, values] of VALUES) {
  const i = PARAM_INDEX.get(param);
  if (i === undefined) continue;
  for (const field of fields) {
    let byValue = INDEX.get(field);
    if (!byValue) INDEX.set(field, (byValue = new Map()));
    for (const value of values) byValue.set(value, [...(byValue.get(value) ?? []), i]);
  }
}
const INDEXED_FIELDS = [...INDEX.keys()];

export function featureParams(record: ResoRecord): string[] {
  const found = new Uint8Array(PARAMS.length);
  for (const field of INDEXED_FIELDS) {
    const raw = record[field];
    if (raw === undefined || raw === null) continue;
    const byValue = INDEX.get(field);
    if (!byValue) continue;
    for (const value of toList(raw)) {
      const hits = byValue.get(lookupKey(value));
      if (hits) for (const i of hits) found[i] = 1;
    }
  }
  for (const [param, field, yesNoField, except] of ANY_VALUE) {
    const i = PARAM_INDEX.get(param);
    if (i === undefined) continue;
    const stated = yesNoField === null ? null : toYesNo(record[yesNoField]);
    if (stated === true || stated === false) {
      found[i] = stated ? 1 : 0;
      continue;
    }
    if (found[i]) continue;
    for (const value of toList(record[field])) {
      if (!except.includes(lookupKey(value))) {
        found[i] = 1;
        break;
      }
    }
  }
  const fireplaces = toNumber(record.FireplacesTotal);
  const fireplace = PARAM_INDEX.get('fireplace');
  if (fireplace !== undefined && typeof fireplaces === 'number' && fireplaces > 0 && toYesNo(record.FireplaceYN) !== false) found[fireplace] = 1;
  const senior = PARAM_INDEX.get('55-plus');
  if (senior !== undefined && toYesNo(record.SeniorCommunityYN) === true) found[senior] = 1;
  const out: string[] = [];
  for (let i = 0; i < PARAMS.length; i++) if (found[i]) out.push(PARAMS[i] as string);
  return out;
}

/**
 * A RESO record's fields that say each feature, as a feed would send them: the demo's file
 * (lib/seed/reso-file.ts) writes its generated features this way, and the unit tests check
 * that featureParams reads every one back.
 */
export const FEATURE_FIELDS: Record<string, [field: string, value: string | true]> = {
  fireplace: ['FireplaceYN', true],
  'hardwood-floors': ['Flooring', 'Hardwood'],
  'central-air': ['Cooling', 'Central Air'],
  'open-floor-plan': ['InteriorFeatures', 'Open Floorplan'],
  'first-floor-primary': ['InteriorFeatures', 'Primary Downstairs'],
  'home-office': ['RoomType', 'Office'],
  'chefs-kitchen': ['InteriorFeatures', 'Gourmet Kitchen'],
  'finished-attic': ['InteriorFeatures', 'Finished Attic'],
  'wine-cellar': ['InteriorFeatures', 'Wine Cellar'],
  pool: ['PoolPrivateYN', true],
  deck: ['PatioAndPorchFeatures', 'Deck'],
  patio: ['PatioAndPorchFeatures', 'Patio'],
  'outdoor-shower': ['ExteriorFeatures', 'Outdoor Shower'],
  'fenced-yard': ['Fencing', 'Full'],
  'detached-garage': ['ParkingFeatures', 'Detached'],
  'guest-cottage': ['OtherStructures', 'Guest House'],
  'tennis-court': ['ExteriorFeatures', 'Tennis Court(s)'],
  'solar-panels': ['GreenEnergyGeneration', 'Solar'],
  waterfront: ['WaterfrontYN', true],
  'water-view': ['View', 'Water'],
  'bay-front': ['WaterfrontFeatures', 'Bay Front'],
  'sound-front': ['WaterfrontFeatures', 'Sound Front'],
  'ocean-view': ['View', 'Ocean'],
  dock: ['ExteriorFeatures', 'Dock'],
  'beach-rights': ['CommunityFeatures', 'Beach Access'],
  'vineyard-view': ['View', 'Vineyard'],
  'near-village': ['CommunityFeatures', 'Walk to Village'],
  'near-train': ['CommunityFeatures', 'Near Public Transit'],
  'golf-community': ['CommunityFeatures', 'Golf'],
  '55-plus': ['SeniorCommunityYN', true],
  gated: ['CommunityFeatures', 'Gated'],
  'farm-stand': ['LotFeatures', 'Agricultural Reserve'],
  generator: ['Electric', 'Generator'],
  'ev-charger': ['ParkingFeatures', 'Electric Vehicle Charging Station(s)'],
  'natural-gas': ['Utilities', 'Natural Gas Connected'],
  'public-water': ['Utilities', 'Water Connected'],
};
