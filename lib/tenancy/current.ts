import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { getCompany, type Company } from './company';
import { COMPANY_ID_HEADER, PATHNAME_HEADER } from './request-headers';

/** The company the proxy resolved for this request (one lookup per request). */
export const getCurrentCompany = cache(async (): Promise<Company> => {
  const id = Number((await headers()).get(COMPANY_ID_HEADER));
  const company = Number.isInteger(id) && id > 0 ? await getCompany(id) : null;
  // The proxy answers unknown hosts itself, so reaching here without a company is a bug.
  if (!company) throw new Error('Request reached the app without a resolved company');
  return company;
});

export async function getRequestPathname(): Promise<string> {
  return (await headers()).get(PATHNAME_HEADER) ?? '/';
}
