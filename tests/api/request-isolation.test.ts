import { TENANT_2 } from './fixtures';
import { caller, dataOf, seededLeads, type TestLead } from './lead-helpers';
import { startServer, type TestServer } from './server';

// Every request starts clear of every other request's async context (lib/http/admission-lanes.ts).
// Found under load (docs/performance.md "Tenth session on issue 19"): a
// prefetch of a page's metadata ends its answer inside React's request store, and a request let
// in from that answer's release started inside it. React's cache() then handed the route the
// viewer of whichever request had asked first in that store: one lead was answered as another,
// of any company. With one place inside the app, every call below waits for the one before it.
describe('one place inside the app: requests in line behind page renders', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE: '64', JOBS: '0' } });
  }, 180_000);
  afterAll(() => server?.stop());

  test('each lead is answered as itself, never as the lead before it in line, nor as another company’s', async () => {
    const call = caller(server);
    const mine = await seededLeads(server, 1, 2);
    const [first, second, other] = [mine[0]!, mine[1]!, (await seededLeads(server, 2, 1, TENANT_2))[0]!];
    // Who the answer speaks for: the lead's id and e-mail (ids repeat across companies).
    const me = (lead: TestLead, host?: string) =>
      call('GET', '/api/leads/me', { token: lead.token }, undefined, host).then((r) => {
        if (r.status !== 200) return `status ${r.status}`;
        const { id, email } = dataOf<{ id: number; email: string }>(r);
        return `lead ${id} <${email}>`;
      });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
    // What the browser sends to prefetch a link's metadata (Next 16's router), of a page that does
    // not exist (the not-found page renders without waiting on anything: every time, here, its
    // compressed answer ended inside React's store).
    const prefetch = { 'Accept-Encoding': 'gzip, deflate, br', RSC: '1', 'Next-Router-Prefetch': '1', 'Next-Router-State-Tree': encodeURIComponent(JSON.stringify(['', {}, null, 'metadata-only'])) };
    const expected = await Promise.all([me(first), me(other, TENANT_2), me(second)]);
    expect(expected.map((answer) => answer.split(' ')[1])).toEqual([first.id, other.id, second.id].map(String));
    const wrong: string[] = [];
    for (let round = 0; round < 30; round++) {
      const page = server.request(`/no-such-page?_rsc=r${round}`, { headers: prefetch });
      await pause();
      const a = me(first);
      await pause();
      const c = me(other, TENANT_2);
      await pause();
      const b = me(second);
      const [, ...answers] = await Promise.all([page, a, c, b]);
      answers.forEach((answer, i) => {
        if (answer !== expected[i]) wrong.push(`round ${round}: ${expected[i]} was answered as ${answer}`);
      });
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
