import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { activities, notes } from '@/lib/db/schema';
import { safeText } from '@/lib/http/input';
import type { CrmAccess } from './access';
import { lockVisibleLead } from './lead-lock';
import type { ActivityItem } from './types';
import { writtenActivity } from './written-activity';
import { formatCount } from '@/lib/format/formatter';

export const MAX_NOTE_LENGTH = 10_000;

/** POST /api/crm/leads/{id}/notes {text}: 1 to 10,000 characters once trimmed. */
export const noteBody = z.object({
  text: safeText().transform((t) => t.trim()).pipe(z.string().min(1, { error: 'must not be empty' }).max(MAX_NOTE_LENGTH, { error: `must be at most ${formatCount(MAX_NOTE_LENGTH)} characters` })),
});

/** The note and its `add-note` activity, in one transaction. */
export async function addLeadNote(access: CrmAccess, leadId: number, input: z.infer<typeof noteBody>): Promise<ActivityItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, access, leadId);
    const [note] = await tx.insert(notes).values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, body: input.text }).returning({ id: notes.id });
    const [row] = await tx.insert(activities).values({ companyId: access.companyId, leadId: lead.id, agentId: access.agentId, type: 'add-note', data: { noteId: note!.id, text: input.text } }).returning();
    return writtenActivity(tx, row!);
  });
}
