/** Street suffix abbreviations expanded before suggestion and street search (SPEC §5). */
const SUFFIXES: Record<string, string> = {
  st: 'Street', ave: 'Avenue', av: 'Avenue', rd: 'Road', ln: 'Lane', dr: 'Drive', ct: 'Court', pl: 'Place', tpke: 'Turnpike',
  hwy: 'Highway', blvd: 'Boulevard', cir: 'Circle', ter: 'Terrace', pkwy: 'Parkway', trl: 'Trail', sq: 'Square', hts: 'Heights',
};

/**
 * "12 main st." → "12 main Street". Only the last word is a suffix: "St James" and
 * "Ct Rd" must not become "Street James" and "Court Road" halfway through a name.
 */
export function expandStreetAbbreviations(text: string): string {
  return text.replace(/\b([A-Za-z]+)\.?\s*$/, (word, letters: string) => SUFFIXES[letters.toLowerCase()] ?? word);
}
