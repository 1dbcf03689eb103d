import { sql, type SQL } from 'drizzle-orm';

/**
 * Rows as one JSON parameter, unpacked by the database (`jsonb_to_recordset`): a page's thousands
 * of photo or school rows go in one statement with one parameter, instead of tens of thousands of
 * bound values the driver and the parser must each handle (and Postgres caps at 65,535).
 * `columns` names each column with its SQL type, in the order the rows are read.
 */
export function jsonRecordset(rows: readonly Record<string, unknown>[], columns: Record<string, string>): SQL {
  const shape = Object.entries(columns).map(([name, type]) => `"${name}" ${type}`).join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${sql.raw(shape)})`;
}
