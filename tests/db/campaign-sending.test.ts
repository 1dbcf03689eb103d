import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { CrmAccess } from '@/lib/crm/access';
import { sendDueCampaignMails } from '@/lib/crm/campaign-send';
import { cancelCampaign, createCampaign, getCampaign, sendCampaign } from '@/lib/crm/campaigns';
import { listLeadsWindow } from '@/lib/crm/leads-list';
import { segmentQuery } from '@/lib/crm/campaign-types';
import { previewCampaign } from '@/lib/crm/campaign-preview';
import { seedIfEmpty } from '@/lib/seed';
import { getCompany } from '@/lib/tenancy/company';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * Campaigns on the campaign-sends job (lib/crm/campaign-send.ts) with a clock the test holds:
 * the segment frozen at send is the /leads filter's leads; at most CAMPAIGN_RATE mails a minute
 * per company even with two runners at once; each mail once, tracked, with List-Unsubscribe;
 * leads unsubscribed before or after the freeze are skipped; a schedule waits for its time.
 */
let db: Db;
let dir: string | null;
let sink: SmtpSink;
let admin: CrmAccess;
let agentId = 0;
const T0 = new Date('2026-11-16T19:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const TAG = 'campaign-db';
const RATE = 3;

let seq = 0;
async function newLead(fields: { email?: string | null; status?: string; tag?: string } = {}): Promise<number> {
  seq += 1;
  const email = fields.email === undefined ? `camp.${seq}@example.com` : fields.email;
  return (await rows<{ id: number }>(db, sql`insert into leads (company_id, first_name, last_name, email, email_status, tags)
    values (${admin.companyId}, ${`Cam${seq}`}, 'Paign', ${email}, ${fields.status ?? 'valid'}, ${`{${fields.tag ?? TAG}}`}::text[]) returning id`))[0]!.id;
}
/** Two job runners at once, as two instances would be. */
async function twoRunners(now: Date) {
  const [a, b] = await Promise.all([sendDueCampaignMails(now, { rate: RATE }), sendDueCampaignMails(now, { rate: RATE })]);
  return { started: a.started + b.started, sent: a.sent + b.sent, skipped: a.skipped + b.skipped };
}
const recipientsOf = (campaignId: number) =>
  rows<{ lead_id: number; status: string; skip_reason: string | null; outgoing_mail_id: number | null }>(db, sql`select lead_id, status, skip_reason, outgoing_mail_id from campaign_recipients where campaign_id = ${campaignId} order by lead_id`);
const waitForMails = async (n: number) => {
  const deadline = Date.now() + 10_000;
  while (sink.received.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return sink.received;
};
const draft = (segment: Record<string, unknown>, name = `Campaign ${++seq}`) =>
  createCampaign(admin, { name, subject: 'News for {{lead.firstName}}', body: 'Hi {{lead.firstName}},\n\nNew homes: https://example.com/homes\n\n{{agent.fullName}}', fromAgentId: agentId, segment });

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  await seedIfEmpty(db, { listings: 20, leadsPerCompany: 20, imageDir: TEST_IMAGE_DIR });
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  const [row] = await rows<{ company_id: number; id: number }>(db, sql`select company_id, id from agents where type = 'broker' and is_active order by company_id, id limit 1`);
  admin = { agentId: row!.id, companyId: row!.company_id, type: 'broker', isAdmin: true, scope: 'company', canManage: true, canClaim: true };
  agentId = row!.id;
  // The demo's campaigns are not this test's: only its own recipients are queued.
  await db.execute(sql`update campaigns set status = 'cancelled' where status in ('scheduled', 'sending')`);
  await db.execute(sql`update campaign_recipients set status = 'skipped' where status = 'queued'`);
}, 240_000);
afterAll(async () => {
  delete process.env.SMTP_URL;
  await sink?.close();
  await dropDatabase(dir);
});

test('sent in the company’s rate, each mail once with two runners, tracked; unsubscribed leads skipped before and at their turn', async () => {
  const mailed = [await newLead(), await newLead(), await newLead(), await newLead(), await newLead()];
  const unsubscribed = await newLead({ status: 'unsub' });
  const noAddress = await newLead({ email: null });
  await newLead({ tag: 'someone-else' });
  const campaign = await draft({ tag: TAG });

  const sent = await sendCampaign(admin, campaign.id, {}, T0);
  expect(sent.status).toBe('sending');
  expect(sent.figures).toMatchObject({ recipients: 7, queued: 5, skipped: 2 });
  expect(sent.skipReasons).toEqual(expect.arrayContaining([{ reason: 'unsubscribed', count: 1 }, { reason: 'no e-mail address', count: 1 }]));
  // The frozen segment is the leads list's answer for the same filter.
  const { data } = await listLeadsWindow(admin, segmentQuery({ tag: TAG }), 0, 100);
  expect((await recipientsOf(campaign.id)).map((r) => r.lead_id)).toEqual(data.map((l) => l.id).sort((a, b) => a - b));
  expect((await recipientsOf(campaign.id)).find((r) => r.lead_id === unsubscribed)).toMatchObject({ status: 'skipped', skip_reason: 'unsubscribed' });
  expect((await recipientsOf(campaign.id)).find((r) => r.lead_id === noAddress)).toMatchObject({ status: 'skipped', skip_reason: 'no e-mail address' });

  // A lead unsubscribes after the freeze: skipped at their turn.
  const late = mailed[4]!;
  await db.execute(sql`update leads set email_status = 'unsub' where id = ${late}`);

  expect(await twoRunners(T0)).toMatchObject({ sent: RATE });
  expect(await twoRunners(at(30_000))).toMatchObject({ sent: 0 });
  const third = await twoRunners(at(61_000));
  expect(third).toMatchObject({ sent: 1, skipped: 1 });
  expect(await twoRunners(at(200_000))).toMatchObject({ sent: 0, skipped: 0 });

  const received = await waitForMails(4);
  expect(received).toHaveLength(4);
  const to = received.map((m) => m.to[0]);
  expect(new Set(to).size).toBe(4);
  for (const mail of received) {
    expect(mail.subject).toMatch(/^News for Cam\d+$/);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/.+\/api\/mail\/unsubscribe\?t=.+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toMatch(/\/api\/mail\/open\?t=/);
    expect(mail.html).toMatch(/\/api\/mail\/click\?t=/);
  }
  const final = await getCampaign(admin, campaign.id);
  expect(final.status).toBe('sent');
  expect(final.figures).toMatchObject({ recipients: 7, queued: 0, sent: 4, skipped: 3 });
  expect((await recipientsOf(campaign.id)).find((r) => r.lead_id === late)).toMatchObject({ status: 'skipped', skip_reason: 'unsubscribed' });

  // Each mailed lead's timeline: one `email` naming the campaign.
  const emails = await rows<{ lead_id: number; data: Record<string, unknown> }>(db, sql`select lead_id, data from activities where type = 'email' and (data->>'campaignId')::int = ${campaign.id}`);
  expect(emails.map((e) => e.lead_id).sort((a, b) => a - b)).toEqual(mailed.slice(0, 4));
  expect(emails[0]!.data).toMatchObject({ campaignId: campaign.id, campaignName: campaign.name, subject: expect.stringMatching(/^News for/) });
});

test('a scheduled campaign freezes and starts when its time comes; a cancelled one sends nothing more', async () => {
  const first = await newLead({ tag: 'campaign-later' });
  const campaign = await draft({ tag: 'campaign-later' });
  const scheduled = await sendCampaign(admin, campaign.id, { at: at(3_600_000).toISOString() }, T0);
  expect(scheduled.status).toBe('scheduled');
  expect(scheduled.figures.recipients).toBe(0);
  await expect(sendCampaign(admin, campaign.id, {}, T0)).rejects.toMatchObject({ status: 409 });
  // A lead who joins the segment before the time is in it.
  const second = await newLead({ tag: 'campaign-later' });
  expect(await twoRunners(at(1_800_000))).toMatchObject({ started: 0, sent: 0 });
  expect(await twoRunners(at(3_600_000))).toMatchObject({ started: 1, sent: 2 });
  expect((await recipientsOf(campaign.id)).map((r) => r.lead_id)).toEqual([first, second]);
  expect((await getCampaign(admin, campaign.id)).status).toBe('sent');
  await expect(cancelCampaign(admin, campaign.id)).rejects.toMatchObject({ status: 409 });

  const other = await draft({ tag: TAG });
  await sendCampaign(admin, other.id, {}, at(7_200_000));
  const cancelled = await cancelCampaign(admin, other.id, at(7_200_000));
  expect(cancelled.status).toBe('cancelled');
  expect(cancelled.figures.queued).toBe(0);
  expect(await twoRunners(at(7_300_000))).toMatchObject({ sent: 0 });
});

test('the preview renders for a lead of the segment and counts it as the freeze would', async () => {
  const lead = await newLead({ tag: 'campaign-preview' });
  await newLead({ tag: 'campaign-preview', status: 'hardBounce' });
  const campaign = await draft({ tag: 'campaign-preview' });
  const company = (await getCompany(admin.companyId))!;
  const preview = await previewCampaign(admin, company, campaign.id);
  expect(preview).toMatchObject({ lead: { id: lead }, recipients: 2, willSend: 1, skipped: [{ reason: 'the address does not take mail', count: 1 }] });
  expect(preview.subject).toMatch(/^News for Cam\d+$/);
});
