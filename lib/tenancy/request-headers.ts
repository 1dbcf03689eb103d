/** Headers only the proxy sets on the requests it lets through; inbound copies are dropped first. */
export const COMPANY_ID_HEADER = 'x-company-id';
export const PATHNAME_HEADER = 'x-pathname';
/** A page request's CSP nonce (lib/http/nonce.ts); Next reads its own copy from the request's CSP. */
export const NONCE_HEADER = 'x-nonce';
/** A /real-estate request's search as the proxy parsed and normalised it (lib/search/search-header.ts). */
export const SEARCH_QUERY_HEADER = 'x-search-query';
export const INTERNAL_HEADERS = [COMPANY_ID_HEADER, PATHNAME_HEADER, NONCE_HEADER, 'content-security-policy', SEARCH_QUERY_HEADER] as const;
