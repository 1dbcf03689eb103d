import 'server-only';
import { queueWebhookEvent } from '@/lib/integrations/webhook-outbox';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities, agents, leads } from '@/lib/db/schema';
import { forbidden, notFound, unprocessable } from '@/lib/http/errors';
import { rowId, safeText } from '@/lib/http/input';
import type { CrmAccess } from './access';
import { LEAD_STAGE_OPTIONS, MAX_TAG } from './leads-query';
import { visibleLeadsWhere } from './visible-leads';

export const BULK_ACTIONS = ['assign', 'stage', 'tag', 'untag'] as const;
export const MAX_BULK = 500;

const tagText = safeText(MAX_TAG)
  .transform((t) => t.trim())
  .refine((t) => t.length > 0, { error: 'must be 1 to 40 characters' });

/** POST /api/crm/leads/bulk: the action's own field is required, the others ignored. */
export const bulkBodySchema = z
  .object({
    ids: z
      .array(rowId(), { error: 'must be a list of lead ids' })
      .min(1, { error: 'must name at least one lead' })
      .max(MAX_BULK, { error: `must name at most ${MAX_BULK} leads` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat an id' }),
    action: z.enum(BULK_ACTIONS, { error: `must be one of ${BULK_ACTIONS.join(', ')}` }),
    agentId: rowId().optional(),
    stage: z.enum(LEAD_STAGE_OPTIONS, { error: `must be one of ${LEAD_STAGE_OPTIONS.join(', ')}` }).optional(),
    tag: tagText.optional(),
  })
  .superRefine((body, ctx) => {
    const need = body.action === 'assign' ? 'agentId' : body.action === 'stage' ? 'stage' : 'tag';
    if (body[need] === undefined) ctx.addIssue({ code: 'custom', path: [need], message: `is required for ${body.action}` });
  });

export type BulkBody = z.output<typeof bulkBodySchema>;

/**
 * A broker's or admin's change to many leads at once, all or nothing in one transaction:
 * any id the caller does not see is 404 and nothing is written (DESIGN §9: never a hint it
 * exists). Each lead that actually changes gets its activity (transfer or stage) in the same
 * transaction; a lead already in the target state is left alone and not counted.
 */
export async function bulkUpdateLeads(access: CrmAccess, body: BulkBody): Promise<{ updated: number }> {
  if (!access.canManage) throw forbidden('Only brokers and admins can change leads in bulk');
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Row locks: a concurrent transfer cannot slip between the read of `from` and the write.
    const visible = await tx
      .select({ id: leads.id, buyerAgentId: leads.buyerAgentId, stage: leads.stage, tags: leads.tags })
      .from(leads)
      .where(and(inArray(leads.id, body.ids), visibleLeadsWhere(access)))
      .for('update');
    if (visible.length !== body.ids.length) throw notFound('Lead not found');
    const now = new Date();
    const activity = (leadId: number, type: 'transfer' | 'stage', data: Record<string, unknown>) => ({ companyId: access.companyId, leadId, agentId: access.agentId, type, data, occurredAt: now });

    switch (body.action) {
      case 'assign': {
        const agentId = body.agentId!;
        const [agent] = await tx
          .select({ id: agents.id })
          .from(agents)
          .where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId), eq(agents.isActive, true)))
          .limit(1);
        if (!agent) throw unprocessable('agentId: no active agent of this company has that id', { agentId: 'must be an active agent of this company' });
        const changed = visible.filter((lead) => lead.buyerAgentId !== agentId);
        if (!changed.length) return { updated: 0 };
        await tx.update(leads).set({ buyerAgentId: agentId, updatedAt: now }).where(and(eq(leads.companyId, access.companyId), inArray(leads.id, changed.map((l) => l.id))));
        await tx.insert(activities).values(changed.map((lead) => activity(lead.id, 'transfer', { type: 'agent', from: lead.buyerAgentId, to: agentId })));
        for (const lead of changed) await queueWebhookEvent(tx, access.companyId, 'lead.assigned', { leadId: lead.id, change: { type: 'agent', from: lead.buyerAgentId, to: agentId } }, now);
        return { updated: changed.length };
      }
      case 'stage': {
        const stage = body.stage!;
        const changed = visible.filter((lead) => lead.stage !== stage);
        if (!changed.length) return { updated: 0 };
        await tx.update(leads).set({ stage, updatedAt: now }).where(and(eq(leads.companyId, access.companyId), inArray(leads.id, changed.map((l) => l.id))));
        await tx.insert(activities).values(changed.map((lead) => activity(lead.id, 'stage', { from: lead.stage, to: stage })));
        for (const lead of changed) {
          await queueWebhookEvent(tx, access.companyId, 'lead.stage_changed', { leadId: lead.id, change: { from: lead.stage, to: stage } }, now);
          await queueWebhookEvent(tx, access.companyId, 'lead.updated', { leadId: lead.id }, now);
        }
        return { updated: changed.length };
      }
      case 'tag':
      case 'untag': {
        const tag = body.tag!;
        const adding = body.action === 'tag';
        const changed = visible.filter((lead) => lead.tags.includes(tag) !== adding);
        if (!changed.length) return { updated: 0 };
        const tags = adding ? sql`array_append(${leads.tags}, ${tag}::text)` : sql`array_remove(${leads.tags}, ${tag}::text)`;
        await tx.update(leads).set({ tags, updatedAt: now }).where(and(eq(leads.companyId, access.companyId), inArray(leads.id, changed.map((l) => l.id))));
        return { updated: changed.length };
      }
    }
  });
}
