/**
 * What an action plan may hold (DESIGN §12), checked on every write and by the editor before
 * it sends: 422 naming the field (`steps.1.afterDays`, `steps.0.template.subject`), nothing
 * saved. Plain: the settings editor imports it too.
 */
import { z } from 'zod';
import type { ActionStepKind } from '@/lib/db/schema/automation';
import { safeText, wholeNumber } from '@/lib/http/input';
import { templateError } from '@/lib/automation/templates';
import { formatCount } from '@/lib/format/formatter';

/** The schema's ACTION_STEP_KINDS, spelt here so the editor's bundle does not pull in the schema. */
export const STEP_KINDS = ['email', 'text', 'todo', 'call'] as const satisfies readonly ActionStepKind[];

export const MAX_PLAN_STEPS = 50;
export const MAX_STEP_DAYS = 365;
export const MAX_BODY = 5000;
/** A text is at most three SMS segments. */
export const MAX_TEXT_BODY = 480;
export const MAX_SUBJECT = 200;

const trimmed = (max: number, what: string) =>
  safeText().transform((t) => t.trim()).pipe(z.string().min(1, { error: `${what} must not be empty` }).max(max, { error: `${what} must be at most ${formatCount(max)} characters` }));

export const planName = () => trimmed(120, 'The name');

const stepSchema = z
  .object({
    afterDays: wholeNumber(0, MAX_STEP_DAYS, 'a whole number of days'),
    afterMinutes: wholeNumber(0, 1439, 'a whole number of minutes').optional(),
    kind: z.enum(STEP_KINDS, { error: `must be one of ${STEP_KINDS.join(', ')}` }),
    template: z.object({
      subject: trimmed(MAX_SUBJECT, 'The subject').optional(),
      body: trimmed(MAX_BODY, 'The message'),
    }, { error: 'must be an object with a body' }),
    voiceMail: z.boolean({ error: 'must be true or false' }).optional(),
  }, { error: 'must be a step' })
  .superRefine((step, ctx) => {
    if (step.kind === 'email' && !step.template.subject) ctx.addIssue({ code: 'custom', path: ['template', 'subject'], message: 'An e-mail needs a subject' });
    if (step.kind !== 'email' && step.template.subject !== undefined) ctx.addIssue({ code: 'custom', path: ['template', 'subject'], message: 'Only e-mail steps have a subject' });
    if (step.kind === 'text' && step.template.body.length > MAX_TEXT_BODY) ctx.addIssue({ code: 'custom', path: ['template', 'body'], message: `A text must be at most ${MAX_TEXT_BODY} characters` });
    if ((step.kind === 'todo' || step.kind === 'call') && !step.voiceMail && step.template.body.length > 200) ctx.addIssue({ code: 'custom', path: ['template', 'body'], message: 'A to-do’s title must be at most 200 characters' });
    if (step.voiceMail !== undefined && step.kind !== 'call') ctx.addIssue({ code: 'custom', path: ['voiceMail'], message: 'Only call steps can leave a voice mail' });
    for (const part of ['subject', 'body'] as const) {
      const value = step.template[part];
      const error = value === undefined ? null : templateError(value);
      if (error) ctx.addIssue({ code: 'custom', path: ['template', part], message: error });
    }
  })
  // Stored without empty extras: no `voiceMail: false`, no `afterMinutes: 0`.
  .transform((step) => ({
    afterDays: step.afterDays,
    ...(step.afterMinutes ? { afterMinutes: step.afterMinutes } : {}),
    kind: step.kind,
    template: step.kind === 'email' ? { subject: step.template.subject, body: step.template.body } : { body: step.template.body },
    ...(step.kind === 'call' && step.voiceMail ? { voiceMail: true } : {}),
  }));

export const planSteps = () =>
  z.array(stepSchema, { error: 'must be a list of steps' }).min(1, { error: 'A plan needs at least one step' }).max(MAX_PLAN_STEPS, { error: `A plan has at most ${MAX_PLAN_STEPS} steps` });

/** POST /api/crm/action-plans. */
export const planCreateBody = z.object({ name: planName(), steps: planSteps(), active: z.boolean({ error: 'must be true or false' }).optional() });

/** PATCH /api/crm/action-plans/{id}: any of name, steps, active (pause/unpause). */
export const planPatchBody = z
  .object({ name: planName().optional(), steps: planSteps().optional(), active: z.boolean({ error: 'must be true or false' }).optional() })
  .refine((b) => b.name !== undefined || b.steps !== undefined || b.active !== undefined, { error: 'give name, steps or active', path: ['name'] });

/** POST /api/crm/action-plans/preview: a template rendered with a lead the caller sees, or sample values. */
export const previewBody = z.object({
  template: z.object({ subject: safeText(MAX_SUBJECT).optional(), body: safeText(MAX_BODY) }, { error: 'must be an object with a body' }).superRefine((t, ctx) => {
    for (const part of ['subject', 'body'] as const) {
      const value = t[part];
      const error = value === undefined ? null : templateError(value);
      if (error) ctx.addIssue({ code: 'custom', path: [part], message: error });
    }
  }),
  leadId: wholeNumber(1, 2_147_483_647, 'an id').optional(),
});

/** POST /api/crm/leads/{id}/action-plans. */
export const applyBody = z.object({ planId: wholeNumber(1, 2_147_483_647, 'an id') });

/** PATCH /api/crm/leads/{id}/action-plans/{runId}: resume, pause or stop a run. */
export const runPatchBody = z.object({ status: z.enum(['active', 'paused', 'stopped'], { error: 'must be active, paused or stopped' }) });

export type PlanCreateInput = z.infer<typeof planCreateBody>;
export type PlanPatchInput = z.infer<typeof planPatchBody>;
