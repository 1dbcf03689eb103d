/**
 * The origin the check runs on: THIRD_PARTY_CHECK_ORIGIN, else the separate API host
 * (NEXT_PUBLIC_API_HOST) when there is one. Read per request, so a deployment (or a test) sets
 * it without a new build. It must be a host this server answers (a company's domain or the API
 * host). Null: no check, the flag stays null.
 */
export function thirdPartyCheckOrigin(): string | null {
  for (const value of [process.env.THIRD_PARTY_CHECK_ORIGIN, process.env.NEXT_PUBLIC_API_HOST]) {
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // Not a URL: ignored, like an unset one.
    }
  }
  return null;
}
