'use client';
import { useState } from 'react';
import type { GreatsheetColumn } from '@/lib/crm/greatsheet-columns';
import type { LeadListItem } from '@/lib/crm/types';
import { cellError, changes, saveCell, withValue, type CellValue } from './sheet-edit';

type Replace = (id: number, change: (row: LeadListItem) => LeadListItem) => void;

/**
 * Saving an edited cell optimistically: the new value shows at once; the server's answer
 * replaces it, or a refusal puts the old row back and keeps the message on the cell
 * (`errorOf(leadId, columnId)`). `say` reports each outcome to the sheet's live region.
 */
export function useCellSaves(replace: Replace, say: (notice: string) => void) {
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = (row: LeadListItem, column: GreatsheetColumn, value: CellValue) => {
    if (!changes(row, column.id, value)) return;
    const key = `${row.id}:${column.id}`;
    replace(row.id, (r) => withValue(r, column.id, value));
    setErrors((old) => {
      const next = { ...old };
      delete next[key];
      return next;
    });
    saveCell(row, column.id, value).then(
      (saved) => {
        replace(row.id, (r) => ({ ...r, ...saved, buyerAgent: saved.buyerAgent, listingAgentId: r.listingAgentId }));
        say(`Saved ${column.title.toLowerCase()} of ${saved.fullName}.`);
      },
      (error: unknown) => {
        const message = cellError(error);
        replace(row.id, () => row);
        setErrors((old) => ({ ...old, [key]: message }));
        say(`${column.title} of ${row.fullName} not saved: ${message}`);
      },
    );
  };

  const errorOf = (leadId: number, columnId: string): string | undefined => errors[`${leadId}:${columnId}`];
  return { save, errorOf };
}
