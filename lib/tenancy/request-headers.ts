/** Headers only the proxy sets on the requests it lets through; inbound copies are dropped first. */
export const COMPANY_ID_HEADER = 'x-company-id';
export const PATHNAME_HEADER = 'x-pathname';
/** A page request's CSP nonce (lib/http/nonce.ts); Next reads its own copy from the request's CSP. */
export const NONCE_HEADER = 'x-nonce';
export const INTERNAL_HEADERS = [COMPANY_ID_HEADER, PATHNAME_HEADER, NONCE_HEADER, 'content-security-policy'] as const;
