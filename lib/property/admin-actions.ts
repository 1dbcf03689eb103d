import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { recordAudit } from '@/lib/audit/log';
import type { Viewer } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { properties } from '@/lib/db/schema';
import type { AuditOutcome } from '@/lib/db/schema';
import { RATING_WEIGHTS } from '@/lib/filters/limits';
import { forbidden, HttpError, notFound, unprocessable } from '@/lib/http/errors';
import { safeText } from '@/lib/http/input';
import { bumpCompanyVersion, noteCompanyVersion } from '@/lib/tenancy/cache-versions';
import type { Company } from '@/lib/tenancy/company';
import { parseListingId } from './listing-id';
import { changeOverride, listingAsShown, lockedOverride, type OverrideChange } from './overrides';

/**
 * SPEC §6 "Admin: can update a property's source-specific data" (PUT
 * /api/admin/sources/{source}/properties/{id}/{action}), as the company's own correction of the
 * listing (property_overrides, DESIGN §13 "Shared feeds"): shown on its site only. The
 * actions (SPEC names none; ours):
 * - `rating` {rating}: a manual deal rating (SPEC §4: sets the rating and isManuallyRated);
 *   null gives the feed's rating back;
 * - `extra-info` {extraInfo}: keys over the listing's extra information (SPEC §3 extraInfo),
 *   merged with earlier ones; a null value hides the key;
 * - `reset` {rating?: true, extraInfo?: [keys]}: the feed's values back for those; an empty
 *   body removes every correction of the listing.
 * Every attempt by an agent is in the audit log (`admin.property.<action>`): success, failure
 * (404, 422) or denied (not an admin).
 */

const extraKey = safeText(60).min(1);
const scalar = z.union([safeText(500), z.number().finite(), z.boolean(), z.null()]);
const weight = z
  .number()
  .int()
  .refine((n) => (RATING_WEIGHTS as readonly number[]).includes(n), 'must be a deal rating weight (60, 50, 40, 30, 20 or 10)');

const ADMIN_ACTIONS = {
  rating: z.object({ rating: weight.nullable() }),
  'extra-info': z.object({ extraInfo: z.record(extraKey, scalar).refine((r) => Object.keys(r).length <= 50, 'at most 50 keys') }),
  reset: z.object({ rating: z.literal(true).optional(), extraInfo: z.array(extraKey).max(50).optional() }),
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

const isAdminAction = (action: string): action is AdminAction => Object.hasOwn(ADMIN_ACTIONS, action);

function parseChange(action: AdminAction, input: unknown): OverrideChange {
  const parsed = ADMIN_ACTIONS[action].safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw unprocessable(`${field}: ${issue?.message ?? 'invalid'}`, { [field]: issue?.message ?? 'invalid' });
  }
  if (action === 'rating') return { kind: 'rating', rating: (parsed.data as z.infer<(typeof ADMIN_ACTIONS)['rating']>).rating };
  if (action === 'extra-info') return { kind: 'extra-info', extraInfo: (parsed.data as z.infer<(typeof ADMIN_ACTIONS)['extra-info']>).extraInfo };
  const reset = parsed.data as z.infer<(typeof ADMIN_ACTIONS)['reset']>;
  return { kind: 'reset', rating: reset.rating === true, extraInfo: reset.extraInfo ?? [] };
}

/** What was asked, as the audit log keeps it: the action's own fields. */
function changeData(change: OverrideChange): Record<string, unknown> {
  if (change.kind === 'rating') return { rating: change.rating };
  if (change.kind === 'extra-info') return { extraInfo: change.extraInfo };
  return { rating: change.rating, extraInfo: change.extraInfo };
}

/** The listing, when it is one of this company's feed `sourceCode`'s; else 404, as for a listing that does not exist. */
async function feedListing(company: Company, sourceCode: string, id: number): Promise<void> {
  const source = company.mlsSources.find((s) => s.code === sourceCode);
  if (!source) throw notFound('Source not found');
  const db = await getDb();
  const [row] = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.id, id), eq(properties.sourceId, source.id)));
  if (!row) throw notFound('Property not found');
}

export interface AdminActionRequest {
  source: string;
  id: string;
  action: string;
  /** The JSON body, read only for an admin (a refused caller's body is never parsed). */
  body: () => Promise<unknown>;
}

/** Runs one admin action for the signed-in agent (the route has checked there is one) and records it. */
export async function runAdminAction(viewer: Viewer, request: Request, input: AdminActionRequest) {
  const agent = viewer.agent;
  if (!agent) throw new Error('runAdminAction needs an agent');
  const company = viewer.company;
  const action = isAdminAction(input.action) ? input.action : null;
  const id = parseListingId(input.id);
  const audit = (outcome: AuditOutcome, data: Record<string, unknown>, tx?: Parameters<typeof recordAudit>[2]) =>
    recordAudit(
      {
        companyId: company.id,
        agentId: agent.id,
        action: `admin.property.${action ?? 'unknown'}`,
        outcome,
        subject: `property ${id ?? input.id.slice(0, 40)}`,
        data: { source: input.source.slice(0, 60), ...(action ? {} : { requested: input.action.slice(0, 60) }), ...data },
      },
      request,
      tx,
    );

  if (!agent.isAdmin) {
    await audit('denied', {});
    throw forbidden('Only an admin may correct listings');
  }
  try {
    if (action === null || id === null) throw notFound('Not found');
    const change = parseChange(action, await input.body());
    await feedListing(company, input.source, id);
    const db = await getDb();
    const { answer, version } = await db.transaction(async (tx) => {
      const key = { companyId: company.id, propertyId: id };
      const before = await lockedOverride(tx, key);
      const after = await changeOverride(tx, key, agent.id, change);
      await audit('success', { change: changeData(change), before, after }, tx);
      // The company's cached pages (search, home rows) show the listing as corrected: they follow its version on every instance.
      return { answer: { id, ...(await listingAsShown(tx, key)), override: after }, version: await bumpCompanyVersion(tx, company.id) };
    });
    noteCompanyVersion(company.id, version);
    return answer;
  } catch (error) {
    if (error instanceof HttpError) await audit('failure', { status: error.status, error: error.message.slice(0, 300) });
    throw error;
  }
}
