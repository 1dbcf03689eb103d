import { z } from 'zod';

/**
 * The company's lead-automation switches and templates (DESIGN §12 triggers), edited on
 * /settings → Automation (`GET/PUT /api/crm/automation`). Plain: the editor uses it too.
 * Templates take `{{lead.firstName}}`-style fields (lib/automation/templates.ts checks them).
 */
const mailTemplate = z.object({ subject: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(5000) });
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 24-hour');

export const automationSettingsSchema = z.object({
  /** Sent at sign-up (`welcome-email`). */
  welcomeEmail: z.object({ enabled: z.boolean() }).extend(mailTemplate.shape),
  /** Sent to buyers `afterDays` after they signed up (`delayed-email`). */
  delayedEmail: z.object({ enabled: z.boolean(), afterDays: z.number().int().min(1).max(60) }).extend(mailTemplate.shape),
  /** Sent to sellers (signed up by the home-value form) `afterDays` later (`seller-delayed-email`). */
  sellerDelayedEmail: z.object({ enabled: z.boolean(), afterDays: z.number().int().min(1).max(60) }).extend(mailTemplate.shape),
  /** A text to a new lead with a phone, from their agent, within a minute (`smart-text`). */
  smartText: z.object({ enabled: z.boolean(), body: z.string().trim().min(1).max(480) }),
  /** Rings the agent and connects them to a new lead (`auto-call`, through the voice transport). */
  autoCall: z.object({ enabled: z.boolean() }),
  /** Looks up a new lead's phone (line type, carrier, name) (`reverse-phone-number`). */
  reversePhoneLookup: z.object({ enabled: z.boolean() }),
  /** Alert the agent at once when a lead turns hot (e-mail, and a text when the agent has a phone). */
  hotLeadAlerts: z.object({ enabled: z.boolean() }),
  /** Texts and calls of action plans wait for these hours (company time); a step due outside them is delayed (`delayed-drip-plan`). */
  sendingHours: z.object({ start: hhmm, end: hhmm }).refine((h) => h.start < h.end, { message: 'The start must be before the end', path: ['end'] }),
  /** How long a first-to-claim group has before the default rule decides. */
  claimWindowMinutes: z.number().int().min(1).max(24 * 60),
});

export type AutomationSettings = z.infer<typeof automationSettingsSchema>;

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
