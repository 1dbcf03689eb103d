import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { forbidden, notFound, unauthorized } from '@/lib/http/errors';
import { parseRowId } from '@/lib/http/ids';
import { MAX_PAGE } from '@/lib/search/search-limits';
import { companySearchQuery, searchListings } from '@/lib/search/service';
import { claimsOf } from './lead-session';
import { getLeadProfile } from './me';

export type OwnList = 'fave' | 'viewed';

/**
 * GET /api/leads/{leadId}/properties/fave|viewed: a lead's own favourites or viewed homes,
 * for that lead, or for an agent of the lead's company (the CRM). Anyone else: 401/403.
 */
export async function ownList(viewer: Viewer, leadIdText: string, list: OwnList, pageText: string | null) {
  const leadId = parseRowId(leadIdText);
  const page = pageText === null ? 1 : parseRowId(pageText);
  if (page === null || page > MAX_PAGE) throw notFound('No such page');
  if (viewer.lead && viewer.lead.id === leadId) return searchListings(viewer, await companySearchQuery(viewer.company, listQuery(list)), page, null);
  if (!viewer.agent) throw viewer.lead ? forbidden('These are another person’s homes') : unauthorized();
  const profile = leadId === null ? null : await getLeadProfile(viewer.company.id, leadId);
  if (!profile) throw notFound('Lead not found');
  return searchListings({ ...viewer, lead: claimsOf(viewer.company.id, profile) }, await companySearchQuery(viewer.company, listQuery(list)), page, null);
}

const listQuery = (list: OwnList) => (list === 'fave' ? { lfh: true } : { lvh: true });
