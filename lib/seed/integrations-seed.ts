import * as t from '@/lib/db/schema';
import { keyHash } from '@/lib/integrations/key-format';
import { sealWebhookSecret } from '@/lib/integrations/webhook-secret';
import { DAY, type CrmSeedContext } from './crm-context';

const HOUR = 3_600_000;

/**
 * Settings → Integrations for the demo (issue 17 item 7): a live key used two hours ago and one
 * revoked, and a paused Zapier webhook with a week of deliveries (one refused). The keys' hashes
 * are of text that is no key at all, so no demo key can ever be used; the webhook is paused so a
 * demo never posts to the outside world until an admin resumes it.
 */
export async function seedIntegrations(ctx: CrmSeedContext): Promise<void> {
  const { db, companyId, now, brokerId, leads } = ctx;
  const at = (ms: number) => new Date(now.getTime() - ms);
  const key = (name: string) => ({ keyHash: keyHash(`seed-not-a-key:${companyId}:${name}`), prefix: `lk_${Buffer.from(`${companyId}${name}`).toString('base64url').slice(0, 8)}` });
  await db.insert(t.integrationKeys).values([
    { companyId, name: 'Zapier', scopes: ['lead.profile.read', 'lead.profile'], ...key('zapier'), createdBy: brokerId, createdAt: at(40 * DAY), lastUsedAt: at(2 * HOUR) },
    { companyId, name: 'Old website form', scopes: ['lead.profile'], ...key('old-form'), createdBy: brokerId, createdAt: at(200 * DAY), lastUsedAt: at(31 * DAY), revokedAt: at(30 * DAY) },
  ]);
  const [hook] = await db.insert(t.webhooks).values({
    companyId, url: 'https://hooks.zapier.com/hooks/catch/1234567/demo/', events: ['lead.created', 'lead.stage_changed'],
    secretSealed: sealWebhookSecret(`whsec_demo_${companyId}`), active: false, createdBy: brokerId, createdAt: at(40 * DAY), updatedAt: at(1 * DAY),
  }).returning({ id: t.webhooks.id });
  if (!hook) return;
  const recent = leads.slice(0, 7);
  await db.insert(t.webhookDeliveries).values(recent.map((lead, i) => {
    const sentAt = at((i + 1) * 20 * HOUR);
    const refused = i === 3;
    const event = i % 2 === 0 ? 'lead.created' : 'lead.stage_changed';
    const data = { id: lead.id, firstName: lead.firstName, lastName: lead.lastName, fullName: `${lead.firstName} ${lead.lastName}`, stage: lead.stage, source: lead.source, ...(event === 'lead.stage_changed' ? { change: { from: 'new', to: lead.stage } } : {}) };
    return {
      companyId, webhookId: hook.id, event, payload: { event, occurredAt: sentAt.toISOString(), data }, hydrated: true,
      status: refused ? ('failed' as const) : ('delivered' as const), attempts: refused ? 6 : 1, nextAttemptAt: null,
      lastStatusCode: refused ? 410 : 200, answerSnippet: refused ? '{"status":"error","message":"Zap is turned off"}' : '{"status":"success","attempt":"' + (9000 + i) + '"}',
      error: refused ? 'The receiver answered 410' : null, createdAt: sentAt, lastAttemptAt: refused ? new Date(sentAt.getTime() + 15 * HOUR) : sentAt, deliveredAt: refused ? null : sentAt,
    };
  }));
}
