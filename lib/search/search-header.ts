/**
 * The proxy reads a /real-estate URL once (it must answer 404 or 308 before anything renders)
 * and hands the page the normalised search in a request header only it can set (inbound
 * copies are dropped, lib/tenancy/request-headers.ts), so the page does not parse the URL
 * again. JSON, percent-encoded: a header value must be Latin-1 without line breaks.
 */
import type { CompanyQuery } from '@/lib/filters/company-query';
import { isRecord } from '@/lib/filters/values';

export function encodeSearchHeader(query: CompanyQuery): string {
  return encodeURIComponent(JSON.stringify(query));
}

/** The proxy's query, or null without one (the page then reads the URL itself). */
export function decodeSearchHeader(value: string | null): CompanyQuery | null {
  if (value === null) return null;
  try {
    const query: unknown = JSON.parse(decodeURIComponent(value));
    // Trusted: only the proxy writes this header, from toCompanyQuery's output.
    return isRecord(query) && isRecord(query.sort) ? (query as unknown as CompanyQuery) : null;
  } catch {
    return null;
  }
}
