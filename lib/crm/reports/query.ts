/**
 * The query every report takes (`?from=&to=&agentId=&format=`), parsed once for the API and the
 * page. Pure: the range rules are in range.ts; who may name which agent is scope.ts's.
 */
import { z } from 'zod';
import { parseRowId } from '@/lib/http/ids';

const optionalText = z
  .string()
  .max(40, { error: 'is too long' })
  .optional()
  .transform((v) => v?.trim() || undefined);

export const reportQuerySchema = z.object({
  from: optionalText,
  to: optionalText,
  /** Empty: every agent one sees. */
  agentId: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      const id = parseRowId(text.trim());
      if (id === null) {
        ctx.addIssue({ code: 'custom', message: 'must be an agent id' });
        return z.NEVER;
      }
      return id;
    }),
  format: z.enum(['json', 'csv'], { error: 'must be json or csv' }).optional(),
});

export type ReportQuery = z.infer<typeof reportQuerySchema>;
