import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { ACTIVITY_TYPES } from '@/lib/db/schema/activities';
import { LEAD_STAGES } from '@/lib/db/schema/leads';
import { seedIfEmpty } from '@/lib/seed';
import { dropDatabase, freshDatabase, rows, TEST_IMAGE_DIR } from './harness';

// The CRM demo (issue 13 item 7) at the demo's own size: every screen has something real to show.
let db: Db;
let dir: string | null;
const NOW = new Date('2026-11-02T14:30:00Z');

beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  expect(await seedIfEmpty(db, { listings: 500, leadsPerCompany: 150, imageDir: TEST_IMAGE_DIR, now: NOW })).toBe(true);
});
afterAll(() => dropDatabase(dir));

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(db, query))[0]!;
const at = NOW.toISOString();

describe.each([1, 2])('company %i', (companyId) => {
  test('leads of every stage and several sources, a pond, tags, and every agent, realtor and lender with leads', async () => {
    const stages = await rows<{ stage: string }>(db, sql`select distinct stage from leads where company_id = ${companyId}`);
    expect(stages.map((s) => s.stage).sort()).toEqual([...LEAD_STAGES].sort());
    const c = await one<{ leads: number; pond: number; tagged: number; sources: number; listing: number }>(sql`
      select count(*)::int as leads, count(*) filter (where buyer_agent_id is null)::int as pond, count(*) filter (where cardinality(tags) > 0)::int as tagged,
             count(distinct source)::int as sources, count(*) filter (where listing_agent_id is not null)::int as listing
      from leads where company_id = ${companyId} and primary_lead_id is null`);
    expect(c.pond / c.leads).toBeGreaterThan(0.08);
    expect(c.pond / c.leads).toBeLessThan(0.2);
    expect(c.tagged / c.leads).toBeGreaterThan(0.4);
    expect(c.sources).toBeGreaterThanOrEqual(6);
    expect(c.listing).toBeGreaterThan(5);
    const staff = await rows<{ type: string; buyer: number; lender: number }>(db, sql`
      select a.type, (select count(*)::int from leads l where l.buyer_agent_id = a.id) as buyer, (select count(*)::int from leads l where l.lender_id = a.id) as lender
      from agents a where a.company_id = ${companyId}`);
    for (const a of staff) expect(a.type === 'lender' ? a.lender : a.buyer).toBeGreaterThanOrEqual(3);
  });

  test('every activity type, long timelines, spread over three months up to minutes ago', async () => {
    const types = await rows<{ type: string }>(db, sql`select distinct type from activities where company_id = ${companyId}`);
    expect(types.map((t) => t.type).sort()).toEqual([...ACTIVITY_TYPES].sort());
    const long = await one<{ n: number }>(sql`select count(*)::int as n from (select lead_id from activities where company_id = ${companyId} group by 1 having count(*) >= 60) x`);
    expect(long.n).toBeGreaterThanOrEqual(4);
    const t = await one<{ future: number; newest_minutes: number; recent: number }>(sql`
      select count(*) filter (where occurred_at > ${at}::timestamptz)::int as future,
             extract(epoch from ${at}::timestamptz - max(occurred_at))::float / 60 as newest_minutes,
             count(*) filter (where occurred_at > ${at}::timestamptz - interval '90 days')::int as recent
      from activities where company_id = ${companyId}`);
    expect(t.future).toBe(0);
    expect(t.newest_minutes).toBeLessThan(60);
    expect(t.recent).toBeGreaterThan(1000);
    // Agent-made activities name the agent; notes and to-dos point at their rows.
    const broken = await one<{ n: number }>(sql`
      select count(*)::int as n from activities a where a.company_id = ${companyId} and (
        (a.type in ('call-added', 'text', 'email', 'add-note', 'todo-added', 'stage', 'transfer', 'lead-claim') and a.agent_id is null)
        or (a.type = 'add-note' and not exists (select 1 from notes n where n.id = (a.data->>'noteId')::int and n.lead_id = a.lead_id))
        or (a.type = 'todo-added' and not exists (select 1 from todos d where d.id = (a.data->>'todoId')::int and d.lead_id = a.lead_id)))`);
    expect(broken.n).toBe(0);
  });

  test('open to-dos due today and overdue for each agent with leads', async () => {
    const day = await rows<{ agent_id: number; today: number; overdue: number }>(db, sql`
      select agent_id, count(*) filter (where due_at::date = ${at}::timestamptz::date)::int as today,
             count(*) filter (where due_at < ${at}::timestamptz - interval '1 hour')::int as overdue
      from todos where company_id = ${companyId} and done_at is null group by 1`);
    const agents = await one<{ n: number }>(sql`select count(*)::int as n from agents where company_id = ${companyId}`);
    expect(day.length).toBe(agents.n);
    for (const a of day) {
      expect(a.today).toBeGreaterThan(0);
      expect(a.overdue).toBeGreaterThan(0);
    }
  });

  test('hot leads, turned hot lately by a burst on their timeline', async () => {
    const hot = await rows<{ id: number; hours: number; views: number }>(db, sql`
      select l.id, extract(epoch from ${at}::timestamptz - l.hot_at)::float / 3600 as hours,
             (select count(*)::int from activities a where a.company_id = l.company_id and a.lead_id = l.id and a.type = 'property-view'
                and a.occurred_at between l.hot_at - interval '2 hours' and l.hot_at) as views
      from leads l where l.company_id = ${companyId} and l.hot_at is not null`);
    expect(hot.length).toBeGreaterThanOrEqual(8);
    expect(hot.length).toBeLessThanOrEqual(12);
    for (const h of hot) {
      expect(h.hours).toBeGreaterThan(0);
      expect(h.hours).toBeLessThan(4 * 24);
      expect(h.views).toBeGreaterThanOrEqual(5);
    }
  });

  test('an inbox of open and closed questions, showings and replies, each pointing at its row and its agent', async () => {
    const c = await one<Record<string, number>>(sql`
      select count(*) filter (where closed_at is null)::int as open, count(*) filter (where closed_at is not null)::int as closed,
             count(distinct kind)::int as kinds,
             count(*) filter (where closed_at is not null and (closed_by is null or closed_at < created_at))::int as bad_closed,
             count(*) filter (where agent_id is null)::int as unaddressed,
             extract(epoch from ${at}::timestamptz - max(created_at) filter (where closed_at is null))::float / 3600 as newest_hours
      from inbox_items where company_id = ${companyId}`);
    expect(c.open).toBeGreaterThanOrEqual(15);
    expect(c.open).toBeLessThanOrEqual(25);
    expect(c.closed).toBeGreaterThanOrEqual(10);
    expect(c.closed).toBeLessThanOrEqual(20);
    expect(c.kinds).toBe(3);
    expect(c.bad_closed).toBe(0);
    expect(c.unaddressed).toBe(0);
    expect(c.newest_hours).toBeLessThan(24);
    const dangling = await one<{ n: number }>(sql`
      select count(*)::int as n from inbox_items i where i.company_id = ${companyId} and not (
        (i.kind = 'question' and exists (select 1 from questions q where q.id = i.question_id and q.lead_id = i.lead_id and (q.answered_at is not null) = (i.closed_at is not null)))
        or (i.kind = 'showing' and exists (select 1 from showing_requests s where s.id = i.showing_id and s.lead_id = i.lead_id))
        or (i.kind = 'reply' and exists (select 1 from activities a where a.id = i.activity_id and a.lead_id = i.lead_id and a.type in ('email-reply', 'text-reply'))))`);
    expect(dangling.n).toBe(0);
    // Addressed to the lead's buyer agent, or to the site agent or broker for a pond lead.
    const misaddressed = await one<{ n: number }>(sql`
      select count(*)::int as n from inbox_items i join leads l on l.id = i.lead_id
      where i.company_id = ${companyId} and i.agent_id is distinct from coalesce(l.buyer_agent_id, (select coalesce(c.site_agent_id, (select id from agents b where b.company_id = c.id and b.type = 'broker' order by id limit 1)) from companies c where c.id = l.company_id))`);
    expect(misaddressed.n).toBe(0);
  });
});
