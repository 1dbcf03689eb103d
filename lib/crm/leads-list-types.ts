/**
 * The leads list's wire shapes beside LeadListItem (lib/crm/types.ts): the page answer, the
 * filter menus and the saved views. Plain types: the services and the client both use them.
 */
import type { AgentType, LeadListItem } from './types';

import type { Pagination as ListPagination } from '@/lib/http/pagination';

export type { ListPagination };

/** GET /api/crm/leads as the page and the table hold it. */
export interface LeadsPage {
  data: LeadListItem[];
  pagination: ListPagination;
}

export interface LeadFilterOptions {
  agents: { id: number; name: string; type: AgentType }[];
  sources: string[];
  tags: string[];
}

/** One of GET /api/crm/lead-views. */
export interface SavedLeadView {
  id: number;
  name: string;
  /** The /leads query string it opens (canonical, without the page). */
  query: string;
  createdAt: string;
}
