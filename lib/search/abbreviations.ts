/** Street suffix abbreviations expanded before suggestion and street search (SPEC §5). */
const SUFFIXES: Record<string, string> = {
  st: 'Street', ave: 'Avenue', av: 'Avenue', rd: 'Road', ln: 'Lane', dr: 'Drive', ct: 'Court', pl: 'Place', tpke: 'Turnpike',
  hwy: 'Highway', blvd: 'Boulevard', cir: 'Circle', ter: 'Terrace', pkwy: 'Parkway', trl: 'Trail', sq: 'Square', hts: 'Heights',
};

/**
 * "12 main st." → "12 main Street". Only a last word that follows another is a suffix:
 * "St James" stays, and so does a lone "st", which may be the start of "Stony Brook".
 */
export function expandStreetAbbreviations(text: string): string {
  return text.replace(/(\S\s+)([A-Za-z]+)\.?\s*$/, (match, before: string, word: string) => {
    const suffix = SUFFIXES[word.toLowerCase()];
    return suffix ? `${before}${suffix}` : match;
  });
}
