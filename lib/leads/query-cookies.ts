/**
 * SPEC §2/§3: query parameters kept as cookies on arrival — fp (free pictures), gclid (ad
 * click id, sent with sign-up), fh (free houses), callcheck, referrer ("e-alert" matters).
 */
export const QUERY_COOKIES = ['fp', 'gclid', 'fh', 'callcheck', 'referrer'] as const;

/**
 * The cookies to write for a landing URL. SPEC §4: fh is 0 for a partially authorised
 * visitor arriving from an e-alert, else the query's value; other values are kept as given
 * (bounded, and numbers only where a number is meant).
 */
export function cookiesFromQuery(params: URLSearchParams, partiallyAuthorized: boolean): [string, string][] {
  const out: [string, string][] = [];
  for (const name of QUERY_COOKIES) {
    const value = params.get(name);
    if (value === null || value === '' || value.length > 200) continue;
    if ((name === 'fp' || name === 'fh') && !/^\d{1,6}$/.test(value)) continue;
    out.push([name, value]);
  }
  if (partiallyAuthorized && params.get('referrer') === 'e-alert') {
    return [...out.filter(([name]) => name !== 'fh'), ['fh', '0']];
  }
  return out;
}
