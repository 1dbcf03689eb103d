import { PROPERTY_TYPES, type PropertyTypeCode } from '@/lib/property/vocabulary';

/**
 * RESO PropertyType / PropertySubType → SPEC's type codes (lib/property/vocabulary.ts).
 *
 * Lookup order, first hit wins:
 *   1. the source's own map, "PropertyType/PropertySubType" then "PropertyType" (an admin's
 *      explicit choice beats every default, even a more specific default);
 *   2. the default sub-type map (the sub-type says more than the type: a Residential
 *      Condominium is a condo), except under lease types (a Commercial Lease Office is a lease);
 *   3. the default type map;
 *   4. anything called Residential… is a house (r); anything else is skipped with a message.
 * Keys compare case- and punctuation-blind ("Single Family Residence" = "SingleFamilyResidence").
 * New construction: a Residential single-family home with NewConstructionYN becomes cn (the
 * vocabulary's "New Construction"), unless the source's map said otherwise.
 */

/** DD 2.0 PropertyType values. null: not a listing for sale on a home search (rentals). */
const BY_TYPE: Record<string, PropertyTypeCode | null> = {
  residential: 'r',
  residentialincome: 'mf',
  residentiallease: null,
  land: 'll',
  farm: 'f',
  manufacturedinpark: 'mh',
  commerciallease: 'cl',
  commercialsale: 'o',
  businessopportunity: 'bs',
};

/** Lease types: their sub-types describe the space let, not what a buyer buys. */
const LEASE_TYPES = new Set(['residentiallease', 'commerciallease']);

/** DD 2.0 PropertySubType values (and a few common local spellings). */
const BY_SUBTYPE: Record<string, PropertyTypeCode> = {
  singlefamilyresidence: 'r',
  singlefamily: 'r',
  singlefamilydetached: 'r',
  cabin: 'r',
  condominium: 'c',
  condo: 'c',
  apartment: 'c',
  townhouse: 't',
  stockcooperative: 'co',
  cooperative: 'co',
  coop: 'co',
  ownyourown: 'co',
  duplex: 'dplx',
  triplex: 'tplx',
  quadruplex: 'qplx',
  multifamily: 'mf',
  manufacturedhome: 'mh',
  manufacturedonland: 'mh',
  mobilehome: 'mh',
  farm: 'f',
  ranch: 'f',
  agriculture: 'f',
  unimprovedland: 'll',
  timeshare: 'o',
  boatslip: 'o',
  deck: 'o',
  parking: 'o',
};

const normal = (value: string) => value.toLowerCase().replace(/[^a-z0-9/]/g, '');

const normalisedMaps = new WeakMap<Record<string, string>, Map<string, PropertyTypeCode>>();

/**
 * The source's map with its keys normalised, once per map object (the importer passes the same
 * object for every record of a run). Values that are not SPEC type codes are left out: the admin
 * API validates them, and a stale one must not put an unknown code on the site.
 */
function sourceMap(typeMap: Record<string, string>): Map<string, PropertyTypeCode> {
  let map = normalisedMaps.get(typeMap);
  if (!map) {
    map = new Map();
    for (const [key, code] of Object.entries(typeMap)) if (isTypeCode(code)) map.set(normal(key), code);
    normalisedMaps.set(typeMap, map);
  }
  return map;
}

export const isTypeCode = (code: string): code is PropertyTypeCode => Object.hasOwn(PROPERTY_TYPES, code);

export type TypeResult = { ok: true; code: PropertyTypeCode } | { ok: false; message: string };

export function resolvePropertyType(
  propertyType: string | null,
  subType: string | null,
  newConstruction: boolean,
  typeMap: Record<string, string> | undefined,
): TypeResult {
  const type = propertyType === null ? '' : normal(propertyType);
  const sub = subType === null ? '' : normal(subType);
  if (typeMap) {
    const own = sourceMap(typeMap);
    const code = (sub ? own.get(`${type}/${sub}`) : undefined) ?? own.get(type);
    if (code) return { ok: true, code };
  }
  let code: PropertyTypeCode | null | undefined = sub && !LEASE_TYPES.has(type) ? BY_SUBTYPE[sub] : undefined;
  if (code === undefined) code = BY_TYPE[type];
  if (code === undefined && type.startsWith('residential')) code = 'r';
  if (code === 'r' && newConstruction && type.startsWith('residential')) code = 'cn';
  if (code) return { ok: true, code };
  const named = [propertyType, subType].filter((v) => v !== null).join('/');
  if (code === null) return { ok: false, message: `PropertyType "${named}" is a rental, not a listing for sale; not imported (map it in the source's types to import it)` };
  if (!named) return { ok: false, message: 'PropertyType is missing' };
  return { ok: false, message: `PropertyType "${named}" has no type on this site; add it to the source's types to import it` };
}
