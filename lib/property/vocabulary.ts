/** Shared listing vocabulary: SPEC §9's type and status codes, and the feature groups of the demo feeds. */

export const PROPERTY_TYPES = {
  r: 'Single Family', c: 'Condo', t: 'Townhouse', mf: 'Multi-Family', ll: 'Lots & Land', mh: 'Mobile Home',
  co: 'Co-op', f: 'Farm', dplx: 'Duplex', tplx: 'Triplex', qplx: 'Quadplex', cn: 'New Construction',
  si: 'Single Family Investment', h: 'Historic Home', fl: 'Farm & Land', cl: 'Commercial Lease', bs: 'Business Sale', o: 'Other',
} as const;
export type PropertyTypeCode = keyof typeof PROPERTY_TYPES;

export const PROPERTY_STATUSES = { a: 'Active', o: 'Off Market', s: 'Sold', u: 'Coming Soon', p: 'Under Contract' } as const;
export type StatusCode = keyof typeof PROPERTY_STATUSES;

export const FEATURE_GROUPS: { title: string; features: [param: string, title: string][] }[] = [
  {
    title: 'Interior',
    features: [
      ['fireplace', 'Fireplace'], ['hardwood-floors', 'Hardwood Floors'], ['central-air', 'Central Air'],
      ['open-floor-plan', 'Open Floor Plan'], ['first-floor-primary', 'First-Floor Primary Suite'], ['home-office', 'Home Office'],
      ['chefs-kitchen', "Chef's Kitchen"], ['finished-attic', 'Finished Attic'], ['wine-cellar', 'Wine Cellar'],
    ],
  },
  {
    title: 'Exterior',
    features: [
      ['pool', 'Pool'], ['deck', 'Deck'], ['patio', 'Patio'], ['outdoor-shower', 'Outdoor Shower'], ['fenced-yard', 'Fenced Yard'],
      ['detached-garage', 'Detached Garage'], ['guest-cottage', 'Guest Cottage'], ['tennis-court', 'Tennis Court'], ['solar-panels', 'Solar Panels'],
    ],
  },
  {
    title: 'Waterfront & Views',
    features: [
      ['waterfront', 'Waterfront'], ['water-view', 'Water View'], ['bay-front', 'Bay Front'], ['sound-front', 'Sound Front'],
      ['ocean-view', 'Ocean View'], ['dock', 'Dock'], ['beach-rights', 'Beach Rights'], ['vineyard-view', 'Vineyard View'],
    ],
  },
  {
    title: 'Community',
    features: [
      ['near-village', 'Walk to Village'], ['near-train', 'Near LIRR Station'], ['golf-community', 'Golf Community'],
      ['55-plus', '55+ Community'], ['gated', 'Gated Community'], ['farm-stand', 'Farmland / Agricultural Reserve'],
    ],
  },
  {
    title: 'Systems',
    features: [['generator', 'Whole-House Generator'], ['ev-charger', 'EV Charger'], ['natural-gas', 'Natural Gas'], ['public-water', 'Public Water']],
  },
];

export const BASEMENT_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;

/** Deal rating weights of SPEC §9, best first. */
export const DEAL_WEIGHTS = { great: 60, good: 50, fair: 40, high: 30, noAnalysis: 20, noLabel: 10 } as const;
