/**
 * What the pipeline's calls accept (DESIGN §9 /api/crm/opportunities), as zod schemas shared
 * by the routes and the board page (which drops a bad URL value instead of failing). Plain
 * module: no server-only or database import.
 */
import { z } from 'zod';
import { parseDay } from '@/lib/property/schedule';
import { parseRowId } from '@/lib/http/ids';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@/lib/text/safe-text';
import { BOARD_STAGES, isOpportunityStage } from './opportunity-stages';
import type { OpportunityStage } from './opportunity-types';
import { formatCount } from '@/lib/format/formatter';

/** Whole dollars; the schema's check says the same (MAX_OPPORTUNITY_VALUE). */
export const MAX_VALUE = 10_000_000_000;
/** Far beyond any column's length; keeps the renumbering's arithmetic in int4. */
export const MAX_POSITION = 100_000;
export const MAX_Q = 100;
export const MAX_NOTE = 2_000;
/** Expected close days a deal may have: nothing before 2000 or after 2100 is a real plan. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

const stageError = `must be one of ${BOARD_STAGES.join(', ')}`;
const stage = () => z.string({ error: stageError }).refine(isOpportunityStage, { error: stageError }).transform((s) => s as OpportunityStage);
const valueError = `must be a whole number of dollars from 0 to ${formatCount(MAX_VALUE)}`;
const value = () => z.number({ error: valueError }).int({ error: valueError }).min(0, { error: valueError }).max(MAX_VALUE, { error: valueError });
const dayError = `must be a date such as 2026-12-31, from ${FIRST_DAY} to ${LAST_DAY}`;
const day = () => z.string({ error: dayError }).refine((d) => parseDay(d) !== null && d >= FIRST_DAY && d <= LAST_DAY, { error: dayError });
const idError = 'must be an id';
const bodyId = () => z.number({ error: idError }).int({ error: idError }).min(1, { error: idError }).max(2_147_483_647, { error: idError });
const note = () => z.string({ error: 'must be text' }).max(MAX_NOTE, { error: `must be at most ${formatCount(MAX_NOTE)} characters` }).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE });

/** POST /api/crm/opportunities. `agentId` (who works it) is the caller unless a manager names another. */
export const createOpportunityBody = z.object({
  leadId: bodyId(),
  propertyId: bodyId().nullable().optional(),
  agentId: bodyId().optional(),
  stage: stage().optional().default('qualified'),
  value: value(),
  expectedCloseAt: day(),
  note: note().nullable().optional(),
});
export type CreateOpportunityInput = z.infer<typeof createOpportunityBody>;

/** PATCH /api/crm/opportunities/{id}: any of these; `position` is the card's place in its (new) column as the caller sees it, 0 first. */
export const patchOpportunityBody = z.object({
  stage: stage().optional(),
  value: value().optional(),
  expectedCloseAt: day().optional(),
  position: z.number({ error: `must be a whole number from 0 to ${MAX_POSITION}` }).int({ error: `must be a whole number from 0 to ${MAX_POSITION}` })
    .min(0, { error: `must be a whole number from 0 to ${MAX_POSITION}` }).max(MAX_POSITION, { error: `must be a whole number from 0 to ${MAX_POSITION}` }).optional(),
});
export type PatchOpportunityInput = z.infer<typeof patchOpportunityBody>;

const optionalText = z.string().trim().max(MAX_Q, { error: `must be at most ${MAX_Q} characters` }).refine(isSafeText, { error: UNSAFE_TEXT_MESSAGE })
  .transform((v) => (v === '' ? undefined : v)).optional();

const queryId = () => z.string().transform((text, ctx) => {
  if (text === '') return undefined;
  const id = parseRowId(text);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: idError });
    return z.NEVER;
  }
  return id;
}).optional();

/** GET /api/crm/opportunities?agentId=&leadId=&stage=&q=: empty values are no filter; stage may list several (comma-separated). */
export const boardQuery = z.object({
  agentId: queryId(),
  /** One lead's deals (the lead page). */
  leadId: queryId(),
  stage: z.string().transform((text, ctx) => {
    const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
    if (parts.length === 0) return undefined;
    if (!parts.every(isOpportunityStage)) {
      ctx.addIssue({ code: 'custom', message: stageError });
      return z.NEVER;
    }
    return [...new Set(parts)] as OpportunityStage[];
  }).optional(),
  q: optionalText,
});
export type BoardQuery = z.infer<typeof boardQuery>;

/** The board page's URL, leniently: a value that does not parse is dropped, the rest kept. */
export function parseBoardQueryLeniently(raw: Record<string, string | string[] | undefined>): BoardQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const out: BoardQuery = {};
  for (const key of ['agentId', 'leadId', 'stage', 'q'] as const) {
    const value = first(raw[key]);
    if (value === undefined) continue;
    const parsed = boardQuery.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined) Object.assign(out, { [key]: parsed.data });
  }
  return out;
}

/** The canonical query string of a board's filters ("" for none). */
export function boardQueryString(query: BoardQuery): string {
  const params = new URLSearchParams();
  if (query.agentId !== undefined) params.set('agentId', String(query.agentId));
  if (query.leadId !== undefined) params.set('leadId', String(query.leadId));
  if (query.stage?.length) params.set('stage', query.stage.join(','));
  if (query.q) params.set('q', query.q);
  return params.toString();
}
