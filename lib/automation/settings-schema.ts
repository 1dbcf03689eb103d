import { z } from 'zod';
import { templateError } from './templates';
import { formatCount } from '@/lib/format/formatter';

/**
 * The company's lead-automation switches and templates (DESIGN §12 triggers), edited on
 * /settings → Automation (`GET/PUT /api/crm/automation`). Plain: the editor uses it too.
 * Templates take `{{lead.firstName}}`-style fields (lib/automation/templates.ts checks them).
 */
const text = (max: number) => z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' }).max(max, { error: `must be at most ${formatCount(max)} characters` });
const afterDays = z.number({ error: 'must be a whole number of days' }).int({ error: 'must be a whole number of days' }).min(1, { error: 'must be at least 1 day' }).max(60, { error: 'must be at most 60 days' });
const enabled = z.boolean({ error: 'must be true or false' });
const mailTemplate = z.object({ subject: text(200), body: text(5000) });
const hhmm = z.string({ error: 'must be text' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM, 24-hour' });

export const automationSettingsSchema = z.object({
  /** Sent at sign-up (`welcome-email`). */
  welcomeEmail: z.object({ enabled }).extend(mailTemplate.shape),
  /** Sent to buyers `afterDays` after they signed up (`delayed-email`). */
  delayedEmail: z.object({ enabled, afterDays }).extend(mailTemplate.shape),
  /** Sent to sellers (signed up by the home-value form) `afterDays` later (`seller-delayed-email`). */
  sellerDelayedEmail: z.object({ enabled, afterDays }).extend(mailTemplate.shape),
  /** A text to a new lead with a phone, from their agent, within a minute (`smart-text`). */
  smartText: z.object({ enabled, body: text(480) }),
  /** Rings the agent and connects them to a new lead (`auto-call`, through the voice transport). */
  autoCall: z.object({ enabled }),
  /** Looks up a new lead's phone (line type, carrier, name) (`reverse-phone-number`). */
  reversePhoneLookup: z.object({ enabled }),
  /** Alert the agent at once when a lead turns hot (e-mail, and a text when the agent has a phone). */
  hotLeadAlerts: z.object({ enabled }),
  /** Texts and calls of action plans wait for these hours (company time); a step due outside them is delayed (`delayed-drip-plan`). */
  sendingHours: z.object({ start: hhmm, end: hhmm }).refine((h) => h.start < h.end, { message: 'The start must be before the end', path: ['end'] }),
  /** How long a first-to-claim group has before the default rule decides. */
  claimWindowMinutes: z.number({ error: 'must be a whole number of minutes' }).int({ error: 'must be a whole number of minutes' }).min(1, { error: 'must be at least 1 minute' }).max(24 * 60, { error: 'must be at most 1,440 minutes (a day)' }),
});

export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

/** Every template of the settings, by its field path (`welcomeEmail.subject`). */
export function settingsTemplates(settings: AutomationSettings): [string, string][] {
  return [
    ['welcomeEmail.subject', settings.welcomeEmail.subject], ['welcomeEmail.body', settings.welcomeEmail.body],
    ['delayedEmail.subject', settings.delayedEmail.subject], ['delayedEmail.body', settings.delayedEmail.body],
    ['sellerDelayedEmail.subject', settings.sellerDelayedEmail.subject], ['sellerDelayedEmail.body', settings.sellerDelayedEmail.body],
    ['smartText.body', settings.smartText.body],
  ];
}

/** PUT /api/crm/automation: the settings, every template naming known fields only (422 naming the field). */
export const automationSettingsInput = automationSettingsSchema.strict().superRefine((settings, ctx) => {
  for (const [path, template] of settingsTemplates(settings)) {
    const error = templateError(template);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: path.split('.') });
  }
});

export const DEFAULT_AUTOMATION_SETTINGS: AutomationSettings = {
  welcomeEmail: {
    enabled: true,
    subject: 'Welcome to {{company.name}}, {{lead.firstName}}',
    body: 'Hi {{lead.firstName}},\n\nThanks for signing up. I’m {{agent.fullName}} and I’ll be your point of contact: new listings that match what you saved will reach you by e-mail, and you can reply here any time.\n\n{{agent.fullName}}\n{{agent.phone}}',
  },
  delayedEmail: {
    enabled: true,
    afterDays: 2,
    subject: 'How is the search going, {{lead.firstName}}?',
    body: 'Hi {{lead.firstName}},\n\nYou’ve been looking for a couple of days now. Would a short call help narrow things down, or a tour of a few homes this weekend? Just reply to this e-mail.\n\n{{agent.fullName}}',
  },
  sellerDelayedEmail: {
    enabled: true,
    afterDays: 2,
    subject: 'About your home’s value, {{lead.firstName}}',
    body: 'Hi {{lead.firstName}},\n\nAn online estimate is a start. I can prepare a free market analysis of your home with the sales around you — would you like one?\n\n{{agent.fullName}}',
  },
  smartText: { enabled: true, body: 'Hi {{lead.firstName}}, this is {{agent.firstName}} with {{company.name}}. Thanks for signing up! Any homes you’d like to see?' },
  autoCall: { enabled: false },
  reversePhoneLookup: { enabled: false },
  hotLeadAlerts: { enabled: true },
  sendingHours: { start: '08:00', end: '21:00' },
  claimWindowMinutes: 10,
};
