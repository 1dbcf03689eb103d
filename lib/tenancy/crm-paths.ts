import { crmRouteFor } from '@/lib/crm/routes';

/** Whether a path belongs to the CRM (agents only): one of SPEC's CRM routes or below it. */
export function isCrmPath(pathname: string): boolean {
  return crmRouteFor(pathname) !== null;
}
