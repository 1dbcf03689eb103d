import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { variantIndex } from '@/lib/ab/assign';
import { rows } from '../db/harness';
import { seededAgentCookie, TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';

/**
 * Issue 17 item 4: A/B tests of the sign-up prompt (/ab, docs/admin.md "A/B tests"). Admins only;
 * another company's test is 404; bad input is 422 naming the field with nothing written; the site
 * serves an assigned visitor its variant's words and free pictures; exposure and conversion are
 * recorded through the real exposure call and the real sign-up; stopping keeps the winner as the
 * site's prompt for everyone.
 */
let server: TestServer;
const people = { adminOne: 0, brokerOne: 0, agentOne: 0, adminTwo: 0 };

beforeAll(async () => {
  server = await startServer({
    prepare: async (db) => {
      const pick = async (companyId: number, where: ReturnType<typeof sql>) => Number((await rows<{ id: number }>(db, sql`select id from agents where company_id = ${companyId} and is_active and ${where} order by id limit 1`))[0]?.id);
      Object.assign(people, {
        adminOne: await pick(1, sql`is_admin`),
        brokerOne: await pick(1, sql`type = 'broker' and not is_admin`),
        agentOne: await pick(1, sql`type = 'agent' and not is_admin`),
        adminTwo: await pick(2, sql`is_admin`),
      });
      // A broker who is not an admin: the seed may make every broker an admin.
      if (!people.brokerOne) {
        people.brokerOne = people.agentOne;
        await db.execute(sql`update agents set type = 'broker' where id = ${people.agentOne}`);
      }
    },
  });
}, 240_000);
afterAll(() => server?.stop());

type As = { host?: string; cookie: string };
const as = async (companyId: number, id: number, type: 'broker' | 'agent', isAdmin: boolean): Promise<As> => ({
  host: companyId === 2 ? TENANT_2 : undefined,
  cookie: await seededAgentCookie({ id, companyId, type, isAdmin }),
});
const adminOne = () => as(1, people.adminOne, 'broker', true);
const call = (method: string, path: string, who: As | null, body?: unknown, extra: Record<string, string> = {}): Promise<Reply> =>
  server.request(path, { method, host: who?.host, headers: { ...XHR, ...(who ? { cookie: who.cookie } : {}), ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
const dataOf = (r: Reply) => r.json<{ data: Json }>().data;

const variant = (name: string, weight: number, extra: Json = {}) => ({ name, weight, headline: null, body: null, buttonLabel: null, trigger: 'gated', triggerValue: 0, freePictures: 3, ...extra });
const HEADLINE = 'Unlock every photo with a free account';
const BODY = 'Takes ten seconds and we never share your e-mail.';
const TWO = [variant('Control', 50), variant('Bold', 50, { headline: HEADLINE, body: BODY, buttonLabel: 'Unlock photos', freePictures: 6 })];

/** A visitor id (as the site issues them) that the hash puts in variant `index` of this test. */
function visitorIn(testId: number, weights: number[], index: number): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (variantIndex(weights, testId, id) === index) return id;
  }
}

const testCount = async () => (dataOf(await call('GET', '/api/crm/ab-tests', await adminOne())) as unknown as Json[]).length;

describe('who may use it', () => {
  test("an admin lists the company's tests with figures; the seeded stopped test kept its control", async () => {
    const r = await call('GET', '/api/crm/ab-tests', await adminOne());
    expect(r.status).toBe(200);
    const list = r.json<{ data: Json[] }>().data;
    const stopped = list.find((t) => t.status === 'stopped');
    expect(stopped).toMatchObject({ winnerVariantId: stopped?.variants[0].id, totals: { exposures: expect.any(Number) } });
    expect(stopped!.variants[1].figures).toMatchObject({ exposures: expect.any(Number), pValue: expect.any(Number), uplift: expect.any(Number), interval: [expect.any(Number), expect.any(Number)] });
    // Company 1 has no running test; company 2's demo has one, never listed here.
    expect(list.some((t) => t.status === 'running')).toBe(false);
  });

  test('a broker or agent who is not an admin gets 403 on every call, even with bad input; a visitor 401', async () => {
    for (const who of [await as(1, people.brokerOne, 'broker', false), await as(1, people.agentOne, 'agent', false)]) {
      expect((await call('GET', '/api/crm/ab-tests', who)).status).toBe(403);
      expect((await call('POST', '/api/crm/ab-tests', who, { name: '' })).status).toBe(403);
      expect((await call('GET', '/api/crm/ab-tests/1', who)).status).toBe(403);
      expect((await call('PATCH', '/api/crm/ab-tests/1', who, { status: 'running' })).status).toBe(403);
      expect((await server.request('/ab', { headers: { cookie: who.cookie } })).status).toBe(403);
    }
    expect((await call('GET', '/api/crm/ab-tests', null)).status).toBe(401);
  });

  test("another company's test, or a path that names none, is 404", async () => {
    const mine = (dataOf(await call('GET', '/api/crm/ab-tests', await adminOne())) as unknown as Json[])[0]!;
    const two = await as(2, people.adminTwo, 'broker', true);
    expect((await call('GET', `/api/crm/ab-tests/${mine.id}`, two)).status).toBe(404);
    expect((await call('PATCH', `/api/crm/ab-tests/${mine.id}`, two, { name: 'Mine now' })).status).toBe(404);
    for (const path of ['abc', '0', '99999999999', '2147483647']) expect([path, (await call('GET', `/api/crm/ab-tests/${path}`, await adminOne())).status]).toEqual([path, 404]);
  });
});

describe('bad input: 422 naming the field, nothing written', () => {
  test.each([
    ['weights that do not sum to 100', { name: 'T', variants: [variant('A', 50), variant('B', 40)] }, 'variants'],
    ['one variant', { name: 'T', variants: [variant('A', 100)] }, 'variants'],
    ['six variants', { name: 'T', variants: ['A', 'B', 'C', 'D', 'E', 'F'].map((n, i) => variant(n, i === 0 ? 50 : 10)) }, 'variants'],
    ['a headline of 256 characters', { name: 'T', variants: [variant('A', 50, { headline: 'x'.repeat(256) }), variant('B', 50)] }, 'variants.0.headline'],
    ['51 free pictures', { name: 'T', variants: [variant('A', 50), variant('B', 50, { freePictures: 51 })] }, 'variants.1.freePictures'],
    ['a timer of 2 seconds', { name: 'T', variants: [variant('A', 50, { trigger: 'seconds', triggerValue: 2 }), variant('B', 50)] }, 'variants.0.triggerValue'],
    ['views past int4', { name: 'T', variants: [variant('A', 50, { trigger: 'views', triggerValue: 2 ** 40 }), variant('B', 50)] }, 'variants.0.triggerValue'],
    ['an unknown trigger', { name: 'T', variants: [variant('A', 50, { trigger: 'scroll' }), variant('B', 50)] }, 'variants.0.trigger'],
    // The sum is off too (99): both are said.
    ['a negative weight', { name: 'T', variants: [variant('A', 100), variant('B', -1)] }, 'variants.1.weight,variants'],
    ['twice the same variant name', { name: 'T', variants: [variant('A', 50), variant('a', 50)] }, 'variants.1.name'],
    ['an empty name', { name: '  ', variants: TWO }, 'name'],
    ['no variants', { name: 'T' }, 'variants'],
  ])('%s', async (_what, body, field) => {
    const before = await testCount();
    const r = await call('POST', '/api/crm/ab-tests', await adminOne(), body);
    expect([r.status, Object.keys(r.json().errors ?? {})]).toEqual([422, field.split(',')]);
    expect(await testCount()).toBe(before);
  });

  test('text with NUL is refused with a 4xx, never a 5xx', async () => {
    const r = await call('POST', '/api/crm/ab-tests', await adminOne(), { name: 'T\u0000', variants: TWO });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
  });
});

describe('a test from draft to winner, and the site serving it', () => {
  let abTest: Json;
  let bold = 0;
  let control = 0;
  const weights = [50, 50];

  test('an admin makes a draft (201), edits it, and starts it', async () => {
    const created = await call('POST', '/api/crm/ab-tests', await adminOne(), { name: 'Photo unlock', variants: [variant('Control', 50), variant('Bold', 50)] });
    expect(created.status).toBe(201);
    expect(dataOf(created)).toMatchObject({ status: 'draft', startedAt: null, variants: [{ position: 0, name: 'Control' }, { position: 1, name: 'Bold', headline: null }] });
    const id = dataOf(created).id as number;

    const edited = await call('PATCH', `/api/crm/ab-tests/${id}`, await adminOne(), { variants: TWO });
    expect(edited.status).toBe(200);
    expect(dataOf(edited).variants[1]).toMatchObject({ headline: HEADLINE, body: BODY, buttonLabel: 'Unlock photos', freePictures: 6 });

    // Start and edit are separate calls; stop needs a winner.
    expect(Object.keys((await call('PATCH', `/api/crm/ab-tests/${id}`, await adminOne(), { status: 'running', name: 'x' })).json().errors ?? {})).toEqual(['status']);
    const started = await call('PATCH', `/api/crm/ab-tests/${id}`, await adminOne(), { status: 'running' });
    expect(started.status).toBe(200);
    abTest = dataOf(started);
    expect(abTest).toMatchObject({ status: 'running', startedAt: expect.stringMatching(/Z$/) });
    [control, bold] = (abTest.variants as Json[]).map((v) => v.id as number) as [number, number];
  });

  test('a running test is not edited, and a second one does not start (409)', async () => {
    expect((await call('PATCH', `/api/crm/ab-tests/${abTest.id}`, await adminOne(), { name: 'Renamed' })).status).toBe(409);
    const other = dataOf(await call('POST', '/api/crm/ab-tests', await adminOne(), { name: 'Another', variants: TWO }));
    const r = await call('PATCH', `/api/crm/ab-tests/${other.id}`, await adminOne(), { status: 'running' });
    expect(r.status).toBe(409);
    expect(r.json().error).toContain('Photo unlock');
  });

  test("the site serves an assigned visitor the variant's words and free pictures; the control visitor today's; fp still wins", async () => {
    const boldVisitor = `visitorId=${visitorIn(abTest.id, weights, 1)}`;
    const controlVisitor = `visitorId=${visitorIn(abTest.id, weights, 0)}`;
    const home = await server.request('/', { headers: { cookie: boldVisitor } });
    expect(home.status).toBe(200);
    expect(home.text).toContain(HEADLINE);
    expect(home.text).toContain(BODY);
    expect((await server.request('/', { headers: { cookie: controlVisitor } })).text).not.toContain(HEADLINE);

    const highest = (r: Reply) => Math.max(-1, ...[...r.text.matchAll(/\/images\/\d+-(\d+)\.jpg/g)].map((m) => Number(m[1])));
    const list = (cookie: string) => server.request('/api/properties?type=r&withim=1', { headers: { cookie } });
    expect(highest(await list(boldVisitor))).toBe(5);
    expect(highest(await list(controlVisitor))).toBe(2);
    expect(highest(await list(`${boldVisitor}; fp=1`))).toBe(0);
    // The 4th to 6th photo files are the bold visitor's, and never from a shared cache.
    const listing = (await list(boldVisitor)).json<{ data: Json[] }>().data.find((l) => l.attributes.images_total > 5)!;
    const photo = await server.request(`/images/${listing.id}-5.jpg`, { headers: { cookie: boldVisitor } });
    expect([photo.status, photo.headers['cache-control']]).toEqual([200, 'private, max-age=604800']);
    expect((await server.request(`/images/${listing.id}-5.jpg`, { headers: { cookie: controlVisitor } })).status).toBe(403);

    // Agents are never in a test.
    const agentHome = await server.request('/', { headers: { cookie: `${boldVisitor}; ${(await adminOne()).cookie}` } });
    expect(agentHome.text).not.toContain(HEADLINE);
  });

  test("a first-time visitor's very first page already renders its variant (the id is chosen before the render)", async () => {
    let seen = { bold: false, control: false };
    for (let i = 0; i < 12 && !(seen.bold && seen.control); i++) {
      const r = await server.request('/');
      const id = /visitorId=([A-Za-z0-9_-]{22})/.exec(String(r.headers['set-cookie']))?.[1];
      expect(id).toBeDefined();
      const inBold = variantIndex(weights, abTest.id, id!) === 1;
      expect([id, r.text.includes(HEADLINE)]).toEqual([id, inBold]);
      seen = inBold ? { ...seen, bold: true } : { ...seen, control: true };
    }
  });

  test('exposure: checked against the real assignment, idempotent, visitors only', async () => {
    const visitor = visitorIn(abTest.id, weights, 1);
    const expose = (body: Json, cookie = `visitorId=${visitor}`) => call('POST', '/api/ab/exposure', null, body, { cookie });
    expect(dataOf(await expose({ testId: abTest.id, variantId: bold }))).toEqual({ recorded: true });
    expect(dataOf(await expose({ testId: abTest.id, variantId: bold }))).toEqual({ recorded: false });
    const wrong = await expose({ testId: abTest.id, variantId: control });
    expect([wrong.status, Object.keys(wrong.json().errors ?? {})]).toEqual([422, ['variantId']]);
    expect(Object.keys((await expose({ testId: abTest.id + 1000, variantId: bold })).json().errors ?? {})).toEqual(['testId']);
    expect((await expose({ testId: abTest.id, variantId: bold }, '')).status).toBe(422);
    expect((await expose({ testId: 'x', variantId: bold })).status).toBe(422);
    expect((await expose({ testId: abTest.id, variantId: bold }, `visitorId=${visitor}; ${(await adminOne()).cookie}`)).status).toBe(422);

    const figures = dataOf(await call('GET', `/api/crm/ab-tests/${abTest.id}`, await adminOne()));
    expect(figures.variants.map((v: Json) => [v.figures.exposures, v.figures.conversions])).toEqual([[0, 0], [1, 0]]);
  });

  test('conversion: a real sign-up over HTTP converts the exposed visitor, and a sign-up without a recorded exposure counts as both', async () => {
    const exposed = visitorIn(abTest.id, weights, 1);
    await call('POST', '/api/ab/exposure', null, { testId: abTest.id, variantId: bold }, { cookie: `visitorId=${exposed}` });
    const signUp = (visitor: string, email: string) => call('POST', '/api/leads/register/start', null, { lead: { email, signUpType: 'moreImages' } }, { cookie: `visitorId=${visitor}` });
    const first = await signUp(exposed, `ab-bold-${Date.now()}@example.com`);
    expect(first.status).toBe(201);
    const unexposed = visitorIn(abTest.id, weights, 0);
    expect((await signUp(unexposed, `ab-control-${Date.now()}@example.com`)).status).toBe(201);
    // A second sign-up of the same visitor (another e-mail) is not a second conversion.
    expect((await signUp(exposed, `ab-bold-again-${Date.now()}@example.com`)).status).toBe(201);

    const figures = dataOf(await call('GET', `/api/crm/ab-tests/${abTest.id}`, await adminOne()));
    expect(figures.variants.map((v: Json) => [v.name, v.figures.exposures, v.figures.conversions])).toEqual([['Control', 1, 1], ['Bold', 2, 1]]);
    expect(figures.variants[1].figures.pValue).toBeNull();
  });

  test("stop keeps the winner: bad winners are 422, then the winner's prompt is what every visitor sees", async () => {
    const two = await as(2, people.adminTwo, 'broker', true);
    const foreignVariant = (dataOf(await call('GET', '/api/crm/ab-tests', two)) as unknown as Json[])[0]!.variants[0].id;
    for (const winnerVariantId of [foreignVariant, 2147483647]) {
      const r = await call('PATCH', `/api/crm/ab-tests/${abTest.id}`, await adminOne(), { status: 'stopped', winnerVariantId });
      expect([r.status, Object.keys(r.json().errors ?? {})]).toEqual([422, ['winnerVariantId']]);
    }
    expect(Object.keys((await call('PATCH', `/api/crm/ab-tests/${abTest.id}`, await adminOne(), { status: 'stopped' })).json().errors ?? {})).toEqual(['winnerVariantId']);

    const stopped = await call('PATCH', `/api/crm/ab-tests/${abTest.id}`, await adminOne(), { status: 'stopped', winnerVariantId: bold });
    expect(stopped.status).toBe(200);
    expect(dataOf(stopped)).toMatchObject({ status: 'stopped', winnerVariantId: bold, stoppedAt: expect.stringMatching(/Z$/) });
    expect((await call('PATCH', `/api/crm/ab-tests/${abTest.id}`, await adminOne(), { status: 'stopped', winnerVariantId: bold })).status).toBe(409);
    expect((await call('PATCH', `/api/crm/ab-tests/${abTest.id}`, await adminOne(), { status: 'running' })).status).toBe(409);

    // Everyone (a control visitor included) now gets the winner's words and six free pictures.
    const anyone = `visitorId=${visitorIn(abTest.id, weights, 0)}`;
    expect((await server.request('/', { headers: { cookie: anyone } })).text).toContain(HEADLINE);
    const list = await server.request('/api/properties?type=r&withim=1', { headers: { cookie: anyone } });
    expect(Math.max(...[...list.text.matchAll(/\/images\/\d+-(\d+)\.jpg/g)].map((m) => Number(m[1])))).toBe(5);
    // No test runs: exposures are refused.
    expect((await call('POST', '/api/ab/exposure', null, { testId: abTest.id, variantId: bold }, { cookie: anyone })).status).toBe(422);
  });

  test('/ab renders the tests and the figures for an admin', async () => {
    const r = await server.request(`/ab?test=${abTest.id}`, { headers: { cookie: (await adminOne()).cookie } });
    expect(r.status).toBe(200);
    expect(r.text).toContain('data-testid="ab-tests"');
    expect(r.text).toContain('data-testid="ab-figures"');
    expect(r.text).toContain('Photo unlock');
  });
});
