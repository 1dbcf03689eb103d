/** Headers the proxy sets on every request it lets through; inbound copies are dropped first. */
export const COMPANY_ID_HEADER = 'x-company-id';
export const PATHNAME_HEADER = 'x-pathname';
export const INTERNAL_HEADERS = [COMPANY_ID_HEADER, PATHNAME_HEADER] as const;
