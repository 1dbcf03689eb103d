/**
 * What POST /api/errors accepts (the reporter's payload, lib/browser/error-reporter.ts), checked
 * to the reporter's own limits: a report past them was not sent by our reporter. Pure.
 */
import { z } from 'zod';
import { REPORT_LIMITS } from '@/lib/browser/error-reporter';
import { safeText } from '@/lib/http/input';

/** A report's body is a few kB; 32 kB leaves room for 100 breadcrumbs and 50 frames at their longest. */
export const MAX_REPORT_BYTES = 32 * 1024;

const position = z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).min(0, { error: 'must be 0 or more' }).max(10_000_000, { error: 'is too large' }).nullable();

export const errorReportSchema = z.object({
  surface: z.enum(['site', 'crm'], { error: 'must be site or crm' }),
  message: safeText(REPORT_LIMITS.message).refine((m) => m.trim().length > 0, { error: 'must not be empty' }),
  url: safeText(REPORT_LIMITS.url),
  frames: z
    .array(z.object({ fn: safeText(200).nullable(), file: safeText(REPORT_LIMITS.url).nullable(), line: position, column: position }), { error: 'must be a list of frames' })
    .max(REPORT_LIMITS.frames, { error: `must hold at most ${REPORT_LIMITS.frames} frames` })
    .default([]),
  breadcrumbs: z
    .array(z.object({ at: z.number({ error: 'must be a time in ms' }).int().min(0).max(8.64e15), kind: z.enum(['navigation', 'click', 'api'], { error: 'must be navigation, click or api' }), text: safeText(REPORT_LIMITS.crumbText) }), { error: 'must be a list of breadcrumbs' })
    .max(REPORT_LIMITS.breadcrumbs, { error: `must hold at most ${REPORT_LIMITS.breadcrumbs} breadcrumbs` })
    .default([]),
  release: safeText(100).nullable().default(null),
});

export type ErrorReportInput = z.infer<typeof errorReportSchema>;
