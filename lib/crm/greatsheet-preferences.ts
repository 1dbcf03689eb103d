import 'server-only';
import type { z } from 'zod';
import type { CrmAccess } from './access';
import { readPreference, writePreference } from './agent-preferences';
import { storedColumns, type GreatsheetColumnId, type greatsheetColumnsBody } from './greatsheet-columns';

const KEY = 'greatsheet.columns';

/** The caller's columns, in their order (the default until they choose). */
export async function greatsheetColumns(access: CrmAccess): Promise<GreatsheetColumnId[]> {
  return storedColumns(await readPreference(access, KEY));
}

/** Saves the caller's choice (already checked by greatsheetColumnsBody: known ids, once each). */
export async function saveGreatsheetColumns(access: CrmAccess, body: z.output<typeof greatsheetColumnsBody>): Promise<{ columns: GreatsheetColumnId[] }> {
  await writePreference(access, KEY, { columns: body.columns });
  return { columns: body.columns };
}
