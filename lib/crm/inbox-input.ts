/** The inbox calls' input (DESIGN §9), checked before any SQL; messages name the field. */
import { formatCount } from '@/lib/format/formatter';
import { z } from 'zod';
import { INBOX_KINDS } from '@/lib/db/schema/crm';
import { safeText } from '@/lib/http/input';

/** An empty query value (`?kind=`) is no filter, as a form with nothing chosen sends it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const inboxQuery = z.object({
  state: optional(z.enum(['open', 'closed'], { error: 'must be open or closed' })).transform((v) => v ?? 'open'),
  kind: optional(z.enum(INBOX_KINDS, { error: `must be one of ${INBOX_KINDS.join(', ')}` })),
  page: optional(z.coerce.number({ error: 'must be a whole number from 1 to 10,000' }).int({ error: 'must be a whole number from 1 to 10,000' }).min(1, { error: 'must be a whole number from 1 to 10,000' }).max(10_000, { error: 'must be a whole number from 1 to 10,000' })).transform((v) => v ?? 1),
});

export const MAX_REPLY = 10_000;

export const replyBody = z.object({
  message: safeText().trim().min(1, { error: 'Write a reply' }).max(MAX_REPLY, { error: `Keep it under ${formatCount(MAX_REPLY)} characters` }),
  close: z.boolean({ error: 'must be true or false' }).optional(),
});

export const closeBody = z.object({ closed: z.boolean({ error: 'must be true or false' }) });
