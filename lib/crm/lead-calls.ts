import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities } from '@/lib/db/schema';
import { safeText, wholeNumber } from '@/lib/http/input';
import type { CrmAccess } from './access';
import { lockVisibleLead } from './lead-lock';
import { CALL_OUTCOMES, type ActivityItem } from './types';
import { writtenActivity } from './written-activity';

/** POST /api/crm/leads/{id}/calls {outcome, durationSeconds, note?}: a call the agent made, logged. */
export const callBody = z.object({
  outcome: z.enum(CALL_OUTCOMES, { error: `must be one of ${CALL_OUTCOMES.join(', ')}` }),
  durationSeconds: wholeNumber(0, 86_400, 'a number of seconds'),
  note: safeText(10_000).transform((t) => t.trim()).optional(),
});

/** The `call-added` activity {outcome, durationSeconds, note?}. */
export async function logLeadCall(access: CrmAccess, leadId: number, input: z.infer<typeof callBody>): Promise<ActivityItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const data = { outcome: input.outcome, durationSeconds: input.durationSeconds, ...(input.note ? { note: input.note } : {}) };
    const [row] = await tx.insert(activities).values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'call-added', data }).returning();
    return writtenActivity(tx, row!);
  });
}
