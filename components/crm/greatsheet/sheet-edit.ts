'use client';
import { ApiError } from '@/lib/api/errors';
import { apiPost, apiRequest } from '@/lib/api/client';
import type { GreatsheetColumnId } from '@/lib/crm/greatsheet-columns';
import type { LeadDetail, LeadListItem, LeadStage } from '@/lib/crm/types';

/** What an editor hands back: the new value of its cell. */
export type CellValue = { kind: 'text'; text: string } | { kind: 'stage'; stage: LeadStage } | { kind: 'tags'; tags: string[] } | { kind: 'agent'; id: number; name: string };

const FIELD: Partial<Record<GreatsheetColumnId, 'firstName' | 'lastName' | 'email' | 'phone'>> = { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone' };

/** The row as it looks once the edit is in (the optimistic picture, before the server answers). */
export function withValue(row: LeadListItem, column: GreatsheetColumnId, value: CellValue): LeadListItem {
  if (value.kind === 'stage') return { ...row, stage: value.stage };
  if (value.kind === 'tags') return { ...row, tags: value.tags };
  if (value.kind === 'agent') return { ...row, buyerAgent: { id: value.id, name: value.name } };
  const field = FIELD[column];
  return field ? { ...row, [field]: value.text === '' ? null : value.text } : row;
}

/** Whether the edit changes anything (an unchanged cell is not sent: no activity, no audit line). */
export function changes(row: LeadListItem, column: GreatsheetColumnId, value: CellValue): boolean {
  if (value.kind === 'stage') return value.stage !== row.stage;
  if (value.kind === 'tags') return value.tags.join('\u0000') !== row.tags.join('\u0000');
  if (value.kind === 'agent') return value.id !== row.buyerAgent?.id;
  const field = FIELD[column];
  return field ? value.text !== (row[field] ?? '') : false;
}

/**
 * Saves one cell through the lead page's own calls, so validation, activities and audit
 * lines are the same: PATCH /api/crm/leads/{id} for stage, tags, names and contact, and
 * POST …/transfer {type: 'agent'} for the buyer agent. Answers the row as the server has it.
 */
export async function saveCell(row: LeadListItem, column: GreatsheetColumnId, value: CellValue): Promise<LeadListItem> {
  if (value.kind === 'agent') {
    await apiPost(`/crm/leads/${row.id}/transfer`, { type: 'agent', agentId: value.id });
    return withValue(row, column, value);
  }
  const body = value.kind === 'stage' ? { stage: value.stage } : value.kind === 'tags' ? { tags: value.tags } : { [FIELD[column] ?? column]: value.text === '' ? null : value.text };
  const { data } = await apiRequest<{ data: LeadDetail }>('PATCH', `/crm/leads/${row.id}`, body);
  return { ...row, stage: data.stage, tags: data.tags, firstName: data.firstName, lastName: data.lastName, fullName: data.fullName, email: data.email, phone: data.phone };
}

/** The message to show on the cell: the field's own message of a 422, else the error's. */
export function cellError(error: unknown): string {
  if (error instanceof ApiError) {
    const body = (error.fullError as { body?: { errors?: Record<string, string> } } | null)?.body;
    const first = body?.errors ? Object.values(body.errors)[0] : undefined;
    return first ?? error.error;
  }
  return error instanceof Error ? error.message : 'Could not save';
}
