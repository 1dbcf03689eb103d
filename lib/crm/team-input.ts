/**
 * zod schemas of the team API (/api/crm/agents…): plain, so the screen can use them too.
 * Phone numbers follow the leads' rule (E.164 via lib/leads/contact.ts).
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/password-rules';
import { AGENT_TYPES } from '@/lib/db/schema/agents';
import { rowId, safeText } from '@/lib/http/input';
import { checkEmail, checkName, checkPhone } from '@/lib/leads/contact';
import { MAX_BIO_LENGTH, MAX_SITE_LENGTH, SITE_PATTERN, TEAM_STATUSES } from './team-types';

const agentType = () => z.enum(AGENT_TYPES, { error: `must be one of ${AGENT_TYPES.join(', ')}` });

/** A checker of lib/leads/contact.ts as a zod string → value. */
function checked(check: (raw: unknown) => { ok: true; value: string | null } | { ok: false; error: string }) {
  return safeText(300).transform((raw, ctx) => {
    const result = check(raw);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.value;
  });
}

const name = (which: 'first' | 'last') => checked((raw) => checkName(raw, which, true)).pipe(z.string());
/** A phone number, or '' / null to remove it. */
const phone = () => z.union([z.null(), checked((raw) => (typeof raw === 'string' && raw.trim() === '' ? { ok: true, value: null } : checkPhone(raw)))]);

/** GET /api/crm/agents?type=&status=: empty is no filter. */
export const teamQuery = z.object({
  type: z.union([z.literal(''), agentType()]).optional(),
  status: z.union([z.literal(''), z.enum(TEAM_STATUSES, { error: `must be one of ${TEAM_STATUSES.join(', ')}` })]).optional(),
});
export type TeamQuery = z.infer<typeof teamQuery>;

/** POST /api/crm/agents: an invite. */
export const inviteBody = z.object({
  email: checked(checkEmail).pipe(z.string()),
  firstName: name('first'),
  lastName: name('last'),
  type: agentType(),
  isAdmin: z.boolean({ error: 'must be true or false' }).optional(),
  phone: phone().optional(),
});
export type InviteInput = z.infer<typeof inviteBody>;

/**
 * PATCH /api/crm/agents/{id}: profile fields, or `isActive` (with `reassignTo` when switching
 * off) on its own: a status change is an action with its own answer, not a profile edit.
 */
export const teamPatchBody = z
  .object({
    type: agentType().optional(),
    isAdmin: z.boolean({ error: 'must be true or false' }).optional(),
    firstName: name('first').optional(),
    lastName: name('last').optional(),
    phone: phone().optional(),
    bio: z.union([z.null(), safeText(MAX_BIO_LENGTH).transform((text) => text.replace(/\r\n?/g, '\n').trim() || null)]).optional(),
    site: z
      .union([
        z.null(),
        safeText(MAX_SITE_LENGTH)
          .transform((text) => text.trim().toLowerCase())
          .refine((text) => text === '' || SITE_PATTERN.test(text), { error: 'use lower-case letters, digits and single hyphens (like jane-doe)' })
          .transform((text) => text || null),
      ])
      .optional(),
    isActive: z.boolean({ error: 'must be true or false' }).optional(),
    /** Where a deactivated agent's leads go: null (absent) the pond, or an active colleague. */
    reassignTo: z.union([z.null(), rowId()]).optional(),
  })
  .superRefine((body, ctx) => {
    const profile = ['type', 'isAdmin', 'firstName', 'lastName', 'phone', 'bio', 'site'].filter((key) => body[key as keyof typeof body] !== undefined);
    if (body.isActive !== undefined && profile.length > 0) ctx.addIssue({ code: 'custom', path: ['isActive'], message: 'change it on its own, not with other fields' });
    if (body.reassignTo !== undefined && body.isActive !== false) ctx.addIssue({ code: 'custom', path: ['reassignTo'], message: 'only goes with isActive: false' });
  });
export type TeamPatch = z.infer<typeof teamPatchBody>;

/** POST /api/agents/set-password: the invite's token and the new password. */
export const setPasswordBody = z.object({
  token: z.string({ error: 'must be the link\'s token' }).min(1).max(200),
  password: z.string({ error: 'must be text' }).min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(MAX_PASSWORD_LENGTH, `at most ${MAX_PASSWORD_LENGTH} characters`),
});
