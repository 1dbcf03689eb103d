import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { connectQueue } from '@/lib/jobs/boss';
import { rows } from '../db/harness';
import { seededAgentCookie, type Json } from './fixtures';
import { startServer, type TestServer } from './server';

/**
 * GET /api/admin/jobs and /admin/jobs (issue 14: "an admin view of what is queued, running and
 * failed"). The jobs are put on the queue in `prepare`, through the app's own queue client on
 * the server's database (PGlite belongs to one process at a time); the server runs with JOBS=0,
 * so no worker takes them.
 */
let server: TestServer;
const people = { adminOne: 0, agentOne: 0, adminTwo: 0 };
const feeds = { northFork: 0, northForkName: '', secondOnly: 0 };
const jobs = { failed: '', otherCompany: '', periodic: '' };

beforeAll(async () => {
  server = await startServer({
    env: { JOBS: '0' },
    prepare: async (db) => {
      const agent = async (companyId: number, admin: boolean) =>
        Number((await rows<{ id: number }>(db, sql`select id from agents where company_id = ${companyId} and is_admin = ${admin} and is_active and type <> 'lender' order by id limit 1`))[0]?.id);
      Object.assign(people, { adminOne: await agent(1, true), agentOne: await agent(1, false), adminTwo: await agent(2, true) });
      // Company 1's own feed (the demo's North Fork MLS), and a feed only company 2 takes.
      const [northFork] = await rows<{ id: number; name: string }>(db, sql`select id, name from mls_sources where code = 'nfmls'`);
      Object.assign(feeds, { northFork: Number(northFork?.id), northForkName: northFork?.name });
      const [second] = await rows<{ id: number }>(db, sql`insert into mls_sources (code, name) values ('secondonly', 'Second Company MLS') returning id`);
      feeds.secondOnly = Number(second?.id);
      await db.execute(sql`insert into company_mls_sources (company_id, source_id) values (2, ${feeds.secondOnly})`);

      const { raw } = await openDatabase();
      const boss = await connectQueue(raw);
      try {
        // Company 1's feed sync failed for good: no retries left, so it is dead-lettered too.
        jobs.failed = (await boss.send('feed-sync', { sourceId: feeds.northFork }, { singletonKey: `source-${feeds.northFork}`, retryLimit: 0 })) ?? '';
        const [taken] = await boss.fetch('feed-sync');
        if (taken?.id !== jobs.failed) throw new Error('the feed sync was not taken');
        await boss.fail('feed-sync', jobs.failed, new Error('The feed answered 503 Service Unavailable'));
        // Company 2's feed: queued, and nothing of company 1's.
        jobs.otherCompany = (await boss.send('feed-sync', { sourceId: feeds.secondOnly }, { singletonKey: `source-${feeds.secondOnly}` })) ?? '';
        // A periodic system job every company's admin sees.
        jobs.periodic = (await boss.send('e-alert-delivery', {}, { singletonKey: 'e-alert-delivery' })) ?? '';
      } finally {
        await boss.stop({ graceful: false, close: true });
      }
      if (!jobs.failed || !jobs.otherCompany || !jobs.periodic) throw new Error('a job was not queued');
    },
  });
}, 240_000);
afterAll(() => server?.stop());

const cookie = async (companyId: number, id: number, isAdmin: boolean, host?: string) => ({
  host,
  headers: { cookie: await seededAgentCookie({ id, companyId, type: isAdmin ? 'broker' : 'agent', isAdmin }) },
});
const adminOne = () => cookie(1, people.adminOne, true);
const get = async (query: string, as: Awaited<ReturnType<typeof cookie>>) => server.request(`/api/admin/jobs${query}`, as);

test("company 1's admin sees its feed's failed sync with the error as a message, never a stack", async () => {
  const r = await get('?state=failed', await adminOne());
  expect(r.status).toBe(200);
  const body = r.json<{ data: Json; meta: Json }>();
  const failed = (body.data.jobs as Json[]).find((job) => job.id === jobs.failed && job.state === 'failed');
  expect(failed).toMatchObject({
    queue: 'feed-sync', attempts: 1, retryLimit: 0, subject: feeds.northForkName, error: 'The feed answered 503 Service Unavailable',
    createdAt: expect.stringMatching(/Z$/), startedAt: expect.stringMatching(/Z$/), finishedAt: expect.stringMatching(/Z$/),
  });
  // Its dead-letter copy is listed under the queue it failed in.
  expect((body.data.jobs as Json[]).filter((job) => job.state === 'dead')).toEqual([expect.objectContaining({ queue: 'feed-sync', attempts: 1, retryLimit: 0, subject: feeds.northForkName, error: 'The feed answered 503 Service Unavailable' })]);
  expect(r.text).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+/);
  expect(body.meta.pagination).toMatchObject({ total: 2, current_page: 1 });
  expect((body.data.queues as Json[]).find((q) => q.name === 'feed-sync')).toMatchObject({ queued: 0, failed: 1, deadLettered: 1 });
});

test("company 2's feed job is neither listed nor counted for company 1; company 2's admin sees it", async () => {
  const all = (await get('?state=all', await adminOne())).json<{ data: Json }>().data;
  const ids = (all.jobs as Json[]).map((job) => job.id);
  expect(ids).toContain(jobs.periodic);
  expect(ids).not.toContain(jobs.otherCompany);
  expect((all.queues as Json[]).find((q) => q.name === 'feed-sync')).toMatchObject({ queued: 0 });
  expect((all.queues as Json[]).find((q) => q.name === 'e-alert-delivery')).toMatchObject({ queued: 1 });

  const two = (await get('?queue=feed-sync', await cookie(2, people.adminTwo, true, 'second.localhost'))).json<{ data: Json }>().data;
  expect((two.jobs as Json[]).map((job) => [job.id, job.state, job.subject])).toEqual([[jobs.otherCompany, 'queued', 'Second Company MLS']]);
});

test('an agent who is not an admin gets 403; a visitor 401', async () => {
  expect((await get('', await cookie(1, people.agentOne, false))).status).toBe(403);
  expect((await server.request('/api/admin/jobs')).status).toBe(401);
  // The page's 403 is the route table's (tests/unit/crm/routes.test.ts lists /admin/jobs as admins only).
});

test('a state or queue the view does not know is 422 naming the field', async () => {
  const as = await adminOne();
  for (const [query, field] of [['?state=done', 'state'], ['?queue=dead-letter', 'queue'], ['?queue=nope', 'queue'], ['?page=0', 'page'], ['?page=99999999999999999999', 'page'], ['?per_page=1000', 'per_page']] as const) {
    const r = await get(query, as);
    expect([query, r.status, Object.keys(r.json<Json>().errors ?? {})]).toEqual([query, 422, [field]]);
    expect(r.json<Json>().error).toMatch(new RegExp(`^${field}: `));
  }
});

test('/admin/jobs renders the queues and the failed sync for an admin', async () => {
  const r = await server.request('/admin/jobs?state=failed', await adminOne());
  expect(r.status).toBe(200);
  expect(r.text).toContain('data-testid="queues-table"');
  expect(r.text).toContain('The feed answered 503 Service Unavailable');
  expect(r.text).toContain('1 of 1');
  expect(r.text).not.toContain('Second Company MLS');
});
