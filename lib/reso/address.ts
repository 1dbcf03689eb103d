/**
 * Street names as the site stores them: the RESO street parts joined, the USPS suffix and
 * directions spelled out ("N Main St" → "North Main Street"), so the street search chip and the
 * place suggestions see one name whatever abbreviations a feed uses.
 */

/** USPS Publication 28 suffix abbreviations (the common ones) → the name spelled out. */
const SUFFIXES: Record<string, string> = {
  aly: 'Alley', ave: 'Avenue', av: 'Avenue', blvd: 'Boulevard', br: 'Branch', brg: 'Bridge', byp: 'Bypass', cir: 'Circle',
  cl: 'Close', ct: 'Court', cv: 'Cove', cres: 'Crescent', xing: 'Crossing', dr: 'Drive', est: 'Estate', ests: 'Estates',
  expy: 'Expressway', ext: 'Extension', fwy: 'Freeway', gdn: 'Garden', gdns: 'Gardens', gln: 'Glen', grn: 'Green', grv: 'Grove',
  hbr: 'Harbor', hts: 'Heights', hwy: 'Highway', hl: 'Hill', holw: 'Hollow', is: 'Island', ln: 'Lane', lndg: 'Landing',
  mdw: 'Meadow', mdws: 'Meadows', mnr: 'Manor', pkwy: 'Parkway', pl: 'Place', plz: 'Plaza', pt: 'Point', rdg: 'Ridge',
  rd: 'Road', rte: 'Route', sq: 'Square', st: 'Street', ter: 'Terrace', trce: 'Trace', trl: 'Trail', tpke: 'Turnpike',
  vly: 'Valley', vw: 'View', vis: 'Vista', wlk: 'Walk',
};

const DIRECTIONS: Record<string, string> = {
  n: 'North', s: 'South', e: 'East', w: 'West', ne: 'Northeast', nw: 'Northwest', se: 'Southeast', sw: 'Southwest',
};

const spell = (word: string | null, table: Record<string, string>): string | null => {
  if (word === null) return null;
  const key = word.toLowerCase().replace(/\.$/, '');
  return table[key] ?? word;
};

export interface StreetParts {
  dirPrefix: string | null;
  name: string | null;
  suffix: string | null;
  dirSuffix: string | null;
}

/** "N" "Main" "St" → "North Main Street"; null when the feed gives no StreetName. */
export function streetName(parts: StreetParts): string | null {
  if (parts.name === null) return null;
  return [spell(parts.dirPrefix, DIRECTIONS), parts.name, spell(parts.suffix, SUFFIXES), spell(parts.dirSuffix, DIRECTIONS)]
    .filter((p): p is string => p !== null)
    .join(' ');
}

const LEADING_NUMBER = /^(\d+[A-Za-z]?(?:-\d+)?)\s+(.+)$/;
const UNIT = /\s+(?:unit|apt|apartment|ste|suite|#)\s*#?\s*([\w-]+)$/i;

/**
 * Street number, name and unit read off an UnparsedAddress when the feed sends no parts
 * ("12 Main St Unit 4, Riverhead, NY 11901" → 12, "Main Street", "4"). Only the plain
 * "number name" shape is read; anything else leaves the parts empty rather than guess.
 */
export function partsOfUnparsed(unparsed: string): { number: string | null; name: string | null; unit: string | null } {
  const line = unparsed.split(',', 1)[0] ?? '';
  const m = LEADING_NUMBER.exec(line.trim());
  if (!m || m[1] === undefined || m[2] === undefined) return { number: null, name: null, unit: null };
  let rest = m[2];
  let unit: string | null = null;
  const u = UNIT.exec(rest);
  if (u && u[1] !== undefined) {
    unit = u[1];
    rest = rest.slice(0, u.index);
  }
  const words = rest.split(/\s+/);
  const last = words.length > 1 ? words[words.length - 1] ?? null : null;
  const suffix = last !== null && Object.hasOwn(SUFFIXES, last.toLowerCase().replace(/\.$/, '')) ? last : null;
  // A leading N/S/E/W is a direction only when a name follows it ("N Main St", not "12 N St").
  const first = words.length - (suffix ? 1 : 0) > 1 ? words[0] ?? null : null;
  const dir = first !== null && Object.hasOwn(DIRECTIONS, first.toLowerCase().replace(/\.$/, '')) ? first : null;
  const core = words.slice(dir ? 1 : 0, suffix ? -1 : undefined).join(' ');
  return { number: m[1], name: streetName({ dirPrefix: dir, name: core, suffix, dirSuffix: null }), unit };
}

/**
 * The full one-line address the site shows and searches ("12 Main Street, Riverhead, NY 11901").
 * RESO's UnparsedAddress "may optionally include" city, state and ZIP: when it names no city after
 * a comma we add them, so every feed's addresses read alike.
 */
export function fullAddress(streetLine: string, city: string, state: string, postalCode: string): string {
  // The city after a comma: "12 Riverhead Rd" in Riverhead does not name its city yet.
  const comma = streetLine.indexOf(',');
  if (comma >= 0 && streetLine.slice(comma).toLowerCase().includes(city.toLowerCase())) return streetLine;
  return `${streetLine}, ${city}, ${state} ${postalCode}`;
}
