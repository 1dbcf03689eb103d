/**
 * The greatsheet's columns (plain module: the page, the grid and the preferences service all
 * read it). The lead's name is the grid's sticky first column, always shown; these are the
 * columns an agent may show, hide and order, saved per agent (lib/crm/greatsheet-preferences.ts).
 */
import { z } from 'zod';
import type { SortField } from './leads-query';

export const GREATSHEET_COLUMN_IDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'stage',
  'tags',
  'buyerAgent',
  'listingAgent',
  'lender',
  'source',
  'hot',
  'createdAt',
  'lastActivityAt',
  'lastVisitAt',
] as const;
export type GreatsheetColumnId = (typeof GREATSHEET_COLUMN_IDS)[number];

/** How a cell is edited: through PATCH /api/crm/leads/{id} (a field), the transfer call, or not at all. */
export type GreatsheetEditor = 'text' | 'stage' | 'tags' | 'agent' | null;

export interface GreatsheetColumn {
  id: GreatsheetColumnId;
  title: string;
  /** Width in px (the grid is a fixed layout so rows can be virtualised). */
  width: number;
  editor: GreatsheetEditor;
  /** The list's sort this column's header sets, when it has one. */
  sort?: SortField;
}

export const GREATSHEET_COLUMNS: Record<GreatsheetColumnId, GreatsheetColumn> = {
  firstName: { id: 'firstName', title: 'First name', width: 130, editor: 'text' },
  lastName: { id: 'lastName', title: 'Last name', width: 130, editor: 'text' },
  email: { id: 'email', title: 'E-mail', width: 220, editor: 'text' },
  phone: { id: 'phone', title: 'Phone', width: 150, editor: 'text' },
  stage: { id: 'stage', title: 'Stage', width: 140, editor: 'stage', sort: 'stage' },
  tags: { id: 'tags', title: 'Tags', width: 220, editor: 'tags' },
  buyerAgent: { id: 'buyerAgent', title: 'Buyer agent', width: 160, editor: 'agent' },
  listingAgent: { id: 'listingAgent', title: 'Listing agent', width: 150, editor: null },
  lender: { id: 'lender', title: 'Lender', width: 150, editor: null },
  source: { id: 'source', title: 'Source', width: 130, editor: null },
  hot: { id: 'hot', title: 'Hot', width: 60, editor: null },
  createdAt: { id: 'createdAt', title: 'Created', width: 120, editor: null, sort: 'created_at' },
  lastActivityAt: { id: 'lastActivityAt', title: 'Last activity', width: 130, editor: null, sort: 'last_activity_at' },
  lastVisitAt: { id: 'lastVisitAt', title: 'Last visit', width: 120, editor: null, sort: 'last_visit_at' },
};

/** What a new agent sees: everything but the hot flag, in the table's order. */
export const DEFAULT_GREATSHEET_COLUMNS: readonly GreatsheetColumnId[] = GREATSHEET_COLUMN_IDS.filter((id) => id !== 'hot');

/** PUT /api/crm/greatsheet/columns: the shown columns in their order; an unknown id or a repeat is 422. */
export const greatsheetColumnsBody = z.object({
  columns: z
    .array(z.enum(GREATSHEET_COLUMN_IDS, { error: `each column must be one of ${GREATSHEET_COLUMN_IDS.join(', ')}` }), { error: 'must be a list of column ids' })
    .min(1, { error: 'choose at least one column' })
    .max(GREATSHEET_COLUMN_IDS.length, { error: `at most ${GREATSHEET_COLUMN_IDS.length} columns` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'each column may appear once' }),
});

/**
 * A stored choice read back: unknown ids (a column since removed) and repeats are dropped
 * rather than failing the page; nothing usable left means the default.
 */
export function storedColumns(value: unknown): GreatsheetColumnId[] {
  const list = typeof value === 'object' && value !== null && 'columns' in value && Array.isArray(value.columns) ? value.columns : [];
  const known = new Set<string>(GREATSHEET_COLUMN_IDS);
  const ids = [...new Set(list.filter((id): id is GreatsheetColumnId => typeof id === 'string' && known.has(id)))];
  return ids.length ? ids : [...DEFAULT_GREATSHEET_COLUMNS];
}
