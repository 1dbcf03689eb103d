import { greatsheetColumnsBody } from '@/lib/crm/greatsheet-columns';
import { greatsheetColumns, saveGreatsheetColumns } from '@/lib/crm/greatsheet-preferences';
import { route } from '@/lib/http/route';

// GET /api/crm/greatsheet/columns – the caller's columns, in order
export const GET = route({ auth: 'agent' }, async ({ access }) => ({ columns: await greatsheetColumns(access) }));

// PUT /api/crm/greatsheet/columns {columns} – saves the caller's choice; an unknown id is 422
export const PUT = route({ auth: 'agent', body: greatsheetColumnsBody }, ({ access, body }) => saveGreatsheetColumns(access, body));
