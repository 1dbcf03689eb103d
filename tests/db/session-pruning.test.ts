import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { ENDED_SESSIONS_KEPT_MS, pruneEndedSessions } from '@/lib/auth/session-pruning';
import { revokeSession } from '@/lib/auth/sessions';
import { dropDatabase, freshDatabase, rows } from './harness';

// Ended and expired sessions are deleted a month after they end, in batches; live ones and
// recently ended ones (the sign-in check's "known addresses" read a month back) stay.
const DAY = 24 * 60 * 60_000;
let db: Db;
let dir: string | null;
let companyId: number;
let agentId: number;
beforeAll(async () => {
  ({ db, dir } = await freshDatabase());
  [{ id: companyId }] = (await rows<{ id: number }>(db, sql`insert into companies (name, settings) values ('Pruning Realty', '{}'::jsonb) returning id`)) as [{ id: number }];
  [{ id: agentId }] = (await rows<{ id: number }>(db, sql`insert into agents (company_id, type, first_name, last_name, email) values (${companyId}, 'agent', 'Pat', 'Lee', 'pat@example.com') returning id`)) as [{ id: number }];
}, 60_000);
afterAll(() => dropDatabase(dir));

/** Sessions named `prefix-0…`, expiring `expiresInMs` from now (negative: in the past), in one statement. */
const insert = (prefix: string, count: number, expiresInMs: number) =>
  db.execute(sql`
    insert into sessions (id, company_id, kind, agent_id, expires_at)
    select ${prefix} || '-' || n, ${companyId}, 'agent', ${agentId}, now() + ${`${expiresInMs} milliseconds`}::interval
    from generate_series(0, ${count - 1}) n`);
const ids = async () => (await rows<{ id: string }>(db, sql`select id from sessions order by id`)).map((r) => r.id);

test('deletes what ended over a month ago, a batch at a time; keeps live and recently ended sessions', async () => {
  await insert('live', 1, 30 * DAY);
  await insert('expired-yesterday', 1, -DAY);
  await insert('old', 1100, -ENDED_SESSIONS_KEPT_MS - DAY);
  // Signed out today: the row stays a month (revocation makes it expire now, not in 30 days).
  await insert('signed-out-today', 1, 30 * DAY);
  expect(await revokeSession(companyId, 'signed-out-today-0', 'logout')).toBe(1);
  let asked = 0;
  expect(await pruneEndedSessions({ stillHolding: async () => (++asked, true) })).toBe(1100);
  expect(asked).toBe(1); // after the first full batch of 1,000
  expect(await ids()).toEqual(['expired-yesterday-0', 'live-0', 'signed-out-today-0']);

  // A month on, the ended ones go too.
  expect(await pruneEndedSessions({ stillHolding: async () => true }, new Date(Date.now() + ENDED_SESSIONS_KEPT_MS + 2 * DAY))).toBe(2);
  expect(await ids()).toEqual(['live-0']);
});

test('stops between batches when the instance no longer holds the job', async () => {
  await insert('older', 1500, -ENDED_SESSIONS_KEPT_MS - DAY);
  expect(await pruneEndedSessions({ stillHolding: async () => false })).toBe(1000);
  expect(await pruneEndedSessions({ stillHolding: async () => false })).toBe(500);
});
