/**
 * The campaign API's input (issue 17 item 5). Plain module. The segment is checked by the
 * leads list's own query schema (lib/crm/leads-query.ts): a filter the list refuses, a
 * campaign refuses with the same words; a key the list does not know is 422 at its path.
 */
import { z } from 'zod';
import { templateError } from '@/lib/automation/templates';
import { instant, rowId, safeText } from '@/lib/http/input';
import type { CampaignSegment } from './campaign-types';
import { querySegment } from './campaign-types';
import { leadsQuerySchema } from './leads-query';
import { formatCount } from '@/lib/format/formatter';

export const CAMPAIGN_LIMITS = { name: 120, subject: 200, body: 20_000 } as const;
/** How far ahead a send may be scheduled. */
export const MAX_SCHEDULE_DAYS = 365;

const FILTER_KEYS = ['q', 'stage', 'agentId', 'source', 'tag', 'pond', 'hot'] as const;
const filterSchema = leadsQuerySchema.pick({ q: true, stage: true, agentId: true, source: true, tag: true, pond: true, hot: true });

const filled = (max: number) =>
  safeText()
    .transform((t) => t.trim())
    .pipe(z.string().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${formatCount(max)} characters` }));

/** Text with template fields: an unknown one ({{lead.frstName}}) is refused with the list of known ones. */
const template = (max: number) =>
  filled(max).superRefine((text, ctx) => {
    const error = templateError(text);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

/**
 * The filter object, in JSON's own types (stage a list, agentId a number, pond and hot
 * booleans; the URL's spellings are taken too), put through the list's schema key by key.
 */
export const segmentSchema = z
  .record(z.string(), z.unknown(), { error: 'must be an object of /leads filters' })
  .transform((raw, ctx): CampaignSegment => {
    const strings: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (!(FILTER_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `is not a filter of the leads list: use ${FILTER_KEYS.join(', ')}` });
        continue;
      }
      if (value === null || value === undefined || value === false) continue;
      if (value === true) strings[key] = '1';
      else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) strings[key] = value.join(',');
      else if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) strings[key] = String(value);
      else ctx.addIssue({ code: 'custom', path: [key], message: key === 'stage' ? 'must be a list of stages' : 'must be text, a number or true' });
    }
    const parsed = filterSchema.safeParse(strings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path.map(String), message: issue.message });
      return z.NEVER;
    }
    return querySegment(parsed.data);
  });

const fields = {
  name: filled(CAMPAIGN_LIMITS.name),
  subject: template(CAMPAIGN_LIMITS.subject),
  body: template(CAMPAIGN_LIMITS.body),
  fromAgentId: rowId(),
  segment: segmentSchema,
};

/** POST /api/crm/campaigns. */
export const campaignCreateBody = z.object({ ...fields, segment: segmentSchema.optional() }).strict();
export type CampaignCreate = z.infer<typeof campaignCreateBody>;

/** PATCH /api/crm/campaigns/{id}: any of the fields, while a draft. */
export const campaignPatchBody = z
  .object(fields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change: send name, subject, body, fromAgentId or segment' });
export type CampaignPatch = z.infer<typeof campaignPatchBody>;

/** POST /api/crm/campaigns/{id}/send: now (no `at`, or a moment already past) or at a moment within a year. */
export const campaignSendBody = z.object({ at: instant().optional() }).strict();

/** GET /api/crm/campaigns/{id}/preview?leadId=. */
export const previewQuery = z.object({
  leadId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'must be an id' })
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, { error: 'must be an id' }))
    .optional(),
});
