import { FEATURE_GROUPS } from '@/lib/property/vocabulary';
import type { ResoRecord } from './types';
import { BAD, lookupKey, toList, toNumber, toYesNo } from './fields';

/**
 * The feature checkboxes of the search (lib/property/vocabulary.ts FEATURE_GROUPS) read off
 * RESO Data Dictionary fields. Yes/no fields decide when the feed states them (PoolPrivateYN
 * false means no pool, whatever PoolFeatures says); otherwise the lookup values do. Lookup
 * values compare as lookupKey does ("Central Air" = "CentralAir"). Values outside the
 * Data Dictionary ("Gourmet Kitchen", "Walk to Village") are the spellings MLSs commonly use
 * for features the dictionary has no value for.
 */
class FeatureInput {
  private readonly cache = new Map<string, Set<string>>();

  constructor(private readonly record: ResoRecord) {}

  /** The lookup keys of a multi-select field. */
  values(field: string): Set<string> {
    let set = this.cache.get(field);
    if (!set) {
      set = new Set(toList(this.record[field]).map(lookupKey));
      this.cache.set(field, set);
    }
    return set;
  }

  /** Whether any of the fields holds any of the values (given as lookup keys). */
  has(fields: readonly string[], values: readonly string[]): boolean {
    for (const field of fields) {
      const set = this.values(field);
      if (set.size === 0) continue;
      for (const v of values) if (set.has(v)) return true;
    }
    return false;
  }

  /** Whether a field holds a value other than the ones saying "none". */
  any(field: string, except: readonly string[] = ['none']): boolean {
    for (const v of this.values(field)) if (!except.includes(v)) return true;
    return false;
  }

  /** A yes/no field: true, false, or null when absent or unreadable. */
  yes(field: string): boolean | null {
    const v = toYesNo(this.record[field]);
    return v === BAD ? null : v;
  }

  count(field: string): number {
    const n = toNumber(this.record[field]);
    return n === null || n === BAD ? 0 : n;
  }
}

type Rule = (r: FeatureInput) => boolean;

const INTERIOR = ['InteriorFeatures'];
const WATERFRONT = ['WaterfrontFeatures'];

const RULES: Record<string, Rule> = {
  // Interior
  fireplace: (r) => r.yes('FireplaceYN') ?? (r.count('FireplacesTotal') > 0 || r.any('FireplaceFeatures')),
  'hardwood-floors': (r) => r.has(['Flooring'], ['hardwood']),
  'central-air': (r) => r.has(['Cooling'], ['centralair']),
  'open-floor-plan': (r) => r.has(INTERIOR, ['openfloorplan']),
  'first-floor-primary': (r) => r.has(INTERIOR, ['primarydownstairs', 'masterdownstairs', 'mainlevelprimary', 'firstfloorprimary']),
  'home-office': (r) => r.has(['RoomType', ...INTERIOR], ['office', 'homeoffice', 'denoffice']),
  'chefs-kitchen': (r) => r.has(INTERIOR, ['chefskitchen', 'gourmetkitchen']),
  'finished-attic': (r) => r.has(['RoomType', ...INTERIOR], ['finishedattic']),
  'wine-cellar': (r) => r.has(['RoomType', ...INTERIOR], ['winecellar']),
  // Exterior
  pool: (r) => r.yes('PoolPrivateYN') ?? r.any('PoolFeatures', ['none', 'community', 'association']),
  deck: (r) => r.has(['PatioAndPorchFeatures', 'ExteriorFeatures'], ['deck']),
  patio: (r) => r.has(['PatioAndPorchFeatures', 'ExteriorFeatures'], ['patio']),
  'outdoor-shower': (r) => r.has(['ExteriorFeatures'], ['outdoorshower']),
  'fenced-yard': (r) => r.any('Fencing') || r.has(['ExteriorFeatures'], ['fencedyard']),
  'detached-garage': (r) => r.has(['ParkingFeatures'], ['detached', 'detachedgarage', 'garagedetached']),
  'guest-cottage': (r) => r.has(['OtherStructures'], ['guesthouse', 'guestcottage', 'cottage']),
  'tennis-court': (r) => r.has(['ExteriorFeatures', 'OtherStructures'], ['tenniscourts', 'tenniscourt']),
  'solar-panels': (r) => r.has(['GreenEnergyGeneration', 'ExteriorFeatures'], ['solar', 'solarpanels']),
  // Waterfront & views
  waterfront: (r) => r.yes('WaterfrontYN') ?? r.any('WaterfrontFeatures'),
  'water-view': (r) => r.has(['View'], ['water', 'bay', 'lake', 'river', 'pond', 'canal', 'creek', 'harbor', 'sound']),
  'bay-front': (r) => r.has(WATERFRONT, ['bayfront']),
  'sound-front': (r) => r.has(WATERFRONT, ['soundfront']),
  'ocean-view': (r) => r.has(['View'], ['ocean']),
  dock: (r) => r.has([...WATERFRONT, 'ExteriorFeatures'], ['dock', 'boatdock', 'privatedock']),
  'beach-rights': (r) => r.has([...WATERFRONT, 'CommunityFeatures'], ['beachaccess', 'beachrights']),
  'vineyard-view': (r) => r.has(['View'], ['vineyard']),
  // Community
  'near-village': (r) => r.has(['CommunityFeatures'], ['walktovillage', 'nearvillage']),
  'near-train': (r) => r.has(['CommunityFeatures'], ['neartrain', 'nearpublictransit', 'publictransportation']),
  'golf-community': (r) => r.has(['CommunityFeatures'], ['golf', 'golfcourse', 'golfcommunity']),
  '55-plus': (r) => r.yes('SeniorCommunityYN') === true,
  gated: (r) => r.has(['CommunityFeatures'], ['gated', 'gatedcommunity']),
  'farm-stand': (r) => r.has(['LotFeatures', 'CommunityFeatures'], ['agriculturalreserve', 'farmstand', 'farmland']),
  // Systems: gas and water service from Utilities (Heating "Natural Gas" and WaterSource go to
  // extraInfo; they say what heats the house and where water comes from, not what is connected).
  generator: (r) => r.has(['Electric', 'ExteriorFeatures', 'InteriorFeatures', 'Utilities'], ['generator', 'wholehousegenerator']),
  'ev-charger': (r) => r.has(['ParkingFeatures', 'Electric'], ['electricvehiclechargingstations', 'electricvehiclechargingstation', 'evcharger']),
  'natural-gas': (r) => r.has(['Utilities'], ['naturalgasconnected', 'naturalgasavailable']),
  'public-water': (r) => r.has(['Utilities'], ['waterconnected', 'publicwater']),
};

/** Only the params the vocabulary has, in its order (a rule for a retired feature is inert). */
const ACTIVE: [string, Rule][] = FEATURE_GROUPS.flatMap((g) => g.features.flatMap(([param]) => {
  const rule = RULES[param];
  return rule ? [[param, rule] as [string, Rule]] : [];
}));

export function featureParams(record: ResoRecord): string[] {
  const input = new FeatureInput(record);
  const out: string[] = [];
  for (const [param, rule] of ACTIVE) if (rule(input)) out.push(param);
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
