import { and, desc, eq, isNotNull } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { DEFAULT_AUTOMATION_SETTINGS, type AutomationSettings } from '@/lib/automation/settings-schema';
import { type CrmSeedContext, DAY, HOUR } from './crm-context';

/** The most recent leads that get a scheduled follow-up: the demo's "what comes next". */
const RECENT = 12;

/**
 * The company's automation as a demo brokerage would have it (welcome and follow-up e-mails
 * on, in its own words; auto-call off) and the follow-up e-mails of its newest leads: those
 * still to come (scheduled), and for older ones sent or skipped (unsubscribed). Deterministic:
 * draws from ctx.rng, times relative to ctx.now.
 */
export async function seedAutomation(ctx: CrmSeedContext): Promise<void> {
  const { db, rng, companyId, now, brokerId } = ctx;
  const settings: AutomationSettings = {
    ...DEFAULT_AUTOMATION_SETTINGS,
    delayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.delayedEmail, afterDays: 3 },
    welcomeEmail: {
      ...DEFAULT_AUTOMATION_SETTINGS.welcomeEmail,
      body: 'Hi {{lead.firstName}},\n\nWelcome to {{company.name}}! I’m {{agent.fullName}}, your agent. New homes that match your search will reach you by e-mail; reply here or call me at {{agent.phone}} whenever something catches your eye.\n\n{{agent.fullName}}',
    },
  };
  await db.insert(t.automationSettings).values({ companyId, settings, updatedBy: brokerId, updatedAt: new Date(now.getTime() - 20 * DAY) }).onConflictDoNothing();

  const recent = await db
    .select({ id: t.leads.id, isSeller: t.leads.isSeller, createdAt: t.leads.createdAt, emailStatus: t.leads.emailStatus })
    .from(t.leads)
    .where(and(eq(t.leads.companyId, companyId), isNotNull(t.leads.email)))
    .orderBy(desc(t.leads.createdAt), desc(t.leads.id))
    .limit(RECENT);
  const rows = recent.map((lead) => {
    const kind = lead.isSeller ? ('seller-delayed-email' as const) : ('delayed-email' as const);
    const afterDays = lead.isSeller ? settings.sellerDelayedEmail.afterDays : settings.delayedEmail.afterDays;
    // A lead whose follow-up would have been due already was mailed (or skipped); the newest wait for theirs.
    const dueAt = new Date(Math.max(lead.createdAt.getTime() + afterDays * DAY, now.getTime() + rng.int(1, 60) * HOUR));
    const past = lead.createdAt.getTime() + afterDays * DAY <= now.getTime();
    const status = !past ? ('scheduled' as const) : lead.emailStatus === 'unsub' ? ('skipped' as const) : ('sent' as const);
    return { companyId, leadId: lead.id, kind, dueAt: past ? new Date(lead.createdAt.getTime() + afterDays * DAY) : dueAt, status, doneAt: past ? new Date(lead.createdAt.getTime() + afterDays * DAY) : null, createdAt: lead.createdAt };
  });
  if (rows.length > 0) await db.insert(t.scheduledLeadMails).values(rows).onConflictDoNothing();
}
