import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A lead's stage change: a `stage` activity {from, to}. The opportunities board writes `stage`
 * activities too, for a deal's move, with `opportunityId` in their data: those are not the
 * lead's stage and the reports leave them out.
 */
export const leadStageChange = (alias: string): SQL => sql.raw(`${alias}.type = 'stage' and ${alias}.data->>'opportunityId' is null`);

/** Appointment or beyond, except lost: a lead at one of these has converted. */
export const CONVERTED_STAGES = ['appointment', 'active', 'under_contract', 'closed'] as const;
export const CONVERTED_STAGES_SQL: SQL = sql.raw(CONVERTED_STAGES.map((s) => `'${s}'`).join(', '));
