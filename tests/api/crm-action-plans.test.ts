import * as t from '@/lib/db/schema';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type TestServer } from './server';
import { insertTeam, teamCookies, type MemberSpec, type TeamMember } from './team';

/**
 * DESIGN §12 action plans: GET/POST /api/crm/action-plans, PATCH …/{id}, the preview, and a
 * lead's runs (GET/POST /api/crm/leads/{id}/action-plans, PATCH …/{runId}). Who may do what:
 * brokers and admins write plans (403 for others), every type but lenders lists and applies
 * (lenders 403), a lead outside one's view or another company's plan is 404. Bad input is 422
 * naming the field, nothing saved. The job runner is off (JOBS=0): nothing fires behind the test.
 */
let server: TestServer;
const team: Record<string, TeamMember> = {};
const lead: Record<string, number> = {};
const cookies: Record<string, string> = {};
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startServer({
    env: { JOBS: '0' },
    prepare: async (db) => {
      const members: MemberSpec[] = [
        ['broker', 1, 'broker', false], ['alice', 1, 'agent', false], ['bob', 1, 'agent', false], ['rita', 1, 'realtor', false],
        ['lenny', 1, 'lender', false], ['admin', 1, 'agent', true], ['other', 2, 'broker', false],
      ];
      Object.assign(team, await insertTeam(db, members, { lastName: 'Plan', domain: 'crm-plans.test' }));
      const leads: [string, number, Partial<typeof t.leads.$inferInsert>][] = [
        ['ada', 1, { buyerAgentId: team.alice!.id, email: 'ada@plans.test', phone: '+16315550101' }],
        ['pond', 1, { buyerAgentId: null }],
        ['cara', 1, { buyerAgentId: team.bob!.id, lenderId: team.lenny!.id }],
        ['zed', 2, { buyerAgentId: team.other!.id }],
      ];
      for (const [key, companyId, values] of leads) {
        const [row] = await db.insert(t.leads).values({ companyId, firstName: key, lastName: 'Plantest', stage: 'new', ...values }).returning({ id: t.leads.id });
        lead[key] = row!.id;
      }
    },
  });
  Object.assign(cookies, await teamCookies(team));
}, 240_000);
afterAll(() => server?.stop());

const hostOf = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const get = (who: string, path: string) => server.request(path, { host: hostOf(who), headers: { cookie: cookies[who]!, ...XHR } });
const send = (who: string, method: string, path: string, body: unknown) =>
  server.request(path, { host: hostOf(who), method, headers: { cookie: cookies[who]!, ...XHR }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const expectStatus = (r: { status: number; text: string }, status: number, what: string) => expect([what, r.status, r.status === status ? '' : r.text]).toEqual([what, status, '']);

const STEPS = [
  { afterDays: 0, kind: 'email', template: { subject: 'Welcome, {{lead.firstName}}', body: 'Hi {{lead.firstName}}, I am {{agent.fullName}}.' } },
  { afterDays: 1, afterMinutes: 30, kind: 'text', template: { body: 'Hi {{lead.firstName}}, any homes to see?' } },
  { afterDays: 3, kind: 'call', template: { body: 'Call {{lead.firstName}}' }, voiceMail: false },
];
const plansOf = async (who: string) => {
  const r = await get(who, '/api/crm/action-plans');
  expectStatus(r, 200, `${who} lists`);
  return r.json<{ data: Json[] }>().data;
};
const plan: Record<string, number> = {};

describe('plans: GET/POST /api/crm/action-plans, PATCH /api/crm/action-plans/{id}', () => {
  test('a broker creates a plan: 201, steps in the order given, empty extras dropped', async () => {
    const r = await send('broker', 'POST', '/api/crm/action-plans', { name: '  New buyer  ', steps: STEPS });
    expectStatus(r, 201, 'create');
    const data = r.json<{ data: Json }>().data;
    expect(data).toEqual({
      id: expect.any(Number), name: 'New buyer', active: true, runs: { active: 0, paused: 0 }, updatedAt: expect.any(String),
      steps: [STEPS[0], STEPS[1], { afterDays: 3, kind: 'call', template: { body: 'Call {{lead.firstName}}' } }],
    });
    plan.buyer = data.id;
    const admin = await send('admin', 'POST', '/api/crm/action-plans', { name: 'Seller nurture', steps: [{ afterDays: 2, kind: 'todo', template: { body: 'Send a CMA' } }] });
    expectStatus(admin, 201, 'an admin creates');
    plan.seller = admin.json<{ data: Json }>().data.id;
    const other = await send('other', 'POST', '/api/crm/action-plans', { name: 'Elsewhere', steps: [{ afterDays: 0, kind: 'call', template: { body: 'Call' }, voiceMail: true }] });
    expectStatus(other, 201, 'company 2 creates');
    plan.other = other.json<{ data: Json }>().data.id;
  });

  test('every type but lenders lists the company’s own plans; lenders 403', async () => {
    for (const who of ['broker', 'alice', 'rita', 'admin']) {
      const ids = (await plansOf(who)).map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining([plan.buyer, plan.seller]));
      expect(ids).not.toContain(plan.other);
    }
    const theirs = (await plansOf('other')).map((p) => p.id);
    expect(theirs).toContain(plan.other);
    expect(theirs).not.toContain(plan.buyer);
    expectStatus(await get('lenny', '/api/crm/action-plans'), 403, 'lender lists');
  });

  test.each(['alice', 'rita', 'lenny'])('%s may not create or edit plans: 403, nothing changed', async (who) => {
    expectStatus(await send(who, 'POST', '/api/crm/action-plans', { name: 'Mine', steps: STEPS }), 403, `${who} creates`);
    expectStatus(await send(who, 'PATCH', `/api/crm/action-plans/${plan.buyer}`, { name: 'Renamed' }), 403, `${who} edits`);
    expect((await plansOf('broker')).find((p) => p.id === plan.buyer)!.name).toBe('New buyer');
  });

  const bad: [string, Json, string][] = [
    ['a negative delay', { steps: [{ ...STEPS[0], afterDays: -1 }] }, 'steps.0.afterDays'],
    ['a delay past a year', { steps: [STEPS[0], { ...STEPS[1], afterDays: 366 }] }, 'steps.1.afterDays'],
    ['a delay beyond int4', { steps: [{ ...STEPS[0], afterDays: 1e12 }] }, 'steps.0.afterDays'],
    ['a fractional delay', { steps: [{ ...STEPS[0], afterDays: 1.5 }] }, 'steps.0.afterDays'],
    ['minutes past a day', { steps: [{ ...STEPS[1], afterMinutes: 1440 }] }, 'steps.0.afterMinutes'],
    ['an unknown field in the body', { steps: [STEPS[0], { ...STEPS[1], template: { body: 'Hi {{lead.frstName}}' } }] }, 'steps.1.template.body'],
    ['an unknown field in the subject', { steps: [{ ...STEPS[0], template: { subject: 'Hi {{agent.nickname}}', body: 'x' } }] }, 'steps.0.template.subject'],
    ['an e-mail without a subject', { steps: [{ afterDays: 0, kind: 'email', template: { body: 'Hello' } }] }, 'steps.0.template.subject'],
    ['an empty body', { steps: [{ afterDays: 0, kind: 'text', template: { body: '   ' } }] }, 'steps.0.template.body'],
    ['a text over 480 characters', { steps: [{ afterDays: 0, kind: 'text', template: { body: 'x'.repeat(481) } }] }, 'steps.0.template.body'],
    ['a body over 5000 characters', { steps: [{ ...STEPS[0], template: { subject: 's', body: 'x'.repeat(5001) } }] }, 'steps.0.template.body'],
    ['a voice mail on a text', { steps: [{ ...STEPS[1], voiceMail: true }] }, 'steps.0.voiceMail'],
    ['an unknown kind', { steps: [{ ...STEPS[1], kind: 'fax' }] }, 'steps.0.kind'],
    ['no steps', { steps: [] }, 'steps'],
    ['51 steps', { steps: Array.from({ length: 51 }, () => STEPS[1]) }, 'steps'],
    ['steps that are not a list', { steps: 'daily' }, 'steps'],
    ['an empty name', { name: ' ' }, 'name'],
    ['a name over 120 characters', { name: 'n'.repeat(121) }, 'name'],
    ['a NUL in the body', { steps: [{ ...STEPS[1], template: { body: 'Hi\u0000' } }] }, 'steps.0.template.body'],
  ];
  test.each(bad)('POST and PATCH with %s: 422 naming the field, nothing saved', async (_what, change, field) => {
    const before = await plansOf('broker');
    const created = await send('broker', 'POST', '/api/crm/action-plans', { name: 'Bad plan', steps: STEPS, ...change });
    expectStatus(created, 422, 'create');
    expect(created.json<{ errors: Record<string, string> }>().errors).toHaveProperty([field]);
    const patched = await send('broker', 'PATCH', `/api/crm/action-plans/${plan.buyer}`, change);
    expectStatus(patched, 422, 'patch');
    expect(patched.json<{ errors: Record<string, string> }>().errors).toHaveProperty([field]);
    expect(await plansOf('broker')).toEqual(before);
  });

  test('an unknown field is named in the message', async () => {
    const r = await send('broker', 'POST', '/api/crm/action-plans', { name: 'x', steps: [{ afterDays: 0, kind: 'text', template: { body: 'Hi {{lead.frstName}}' } }] });
    expect(r.json<{ errors: Record<string, string> }>().errors['steps.0.template.body']).toContain('{{lead.frstName}}');
  });

  test('PATCH renames, replaces the steps and pauses; another company’s plan or a missing one is 404', async () => {
    const r = await send('broker', 'PATCH', `/api/crm/action-plans/${plan.seller}`, { name: 'Seller nurture (6 weeks)', steps: [STEPS[2], STEPS[0]] });
    expectStatus(r, 200, 'patch');
    expect(r.json<{ data: Json }>().data).toMatchObject({ name: 'Seller nurture (6 weeks)', steps: [{ kind: 'call' }, { kind: 'email' }] });
    expectStatus(await send('other', 'PATCH', `/api/crm/action-plans/${plan.seller}`, { name: 'Mine now' }), 404, 'foreign plan');
    expectStatus(await send('broker', 'PATCH', `/api/crm/action-plans/${plan.other}`, { active: false }), 404, 'foreign plan, the other way');
    expectStatus(await send('broker', 'PATCH', '/api/crm/action-plans/2147483647', { name: 'Nobody' }), 404, 'missing');
    expectStatus(await send('broker', 'PATCH', '/api/crm/action-plans/abc', { name: 'Nobody' }), 404, 'not an id');
    expectStatus(await send('broker', 'PATCH', `/api/crm/action-plans/${plan.seller}`, {}), 422, 'nothing to change');
    expect((await plansOf('other')).find((p) => p.id === plan.other)!.name).toBe('Elsewhere');
  });
});

describe('POST /api/crm/action-plans/preview', () => {
  test('sample values, or a lead the caller sees with their agent', async () => {
    const sample = await send('alice', 'POST', '/api/crm/action-plans/preview', { template: { subject: 'Hi {{lead.firstName}}', body: '{{agent.fullName}} for {{lead.fullName}}' } });
    expectStatus(sample, 200, 'sample');
    expect(sample.json<{ data: Json }>().data).toEqual({ subject: 'Hi Jordan', body: 'alice Plan for Jordan Rivera', filledWith: 'sample values' });
    const real = await send('broker', 'POST', '/api/crm/action-plans/preview', { template: { body: 'Hi {{lead.firstName}}, {{agent.firstName}} here' }, leadId: lead.ada });
    expect(real.json<{ data: Json }>().data).toEqual({ subject: null, body: 'Hi ada, alice here', filledWith: 'ada Plantest' });
  });
  test('a lead outside view 404, a lender 403, an unknown field 422', async () => {
    expectStatus(await send('alice', 'POST', '/api/crm/action-plans/preview', { template: { body: 'x' }, leadId: lead.cara }), 404, 'bob’s lead');
    expectStatus(await send('broker', 'POST', '/api/crm/action-plans/preview', { template: { body: 'x' }, leadId: lead.zed }), 404, 'other company');
    expectStatus(await send('lenny', 'POST', '/api/crm/action-plans/preview', { template: { body: 'x' } }), 403, 'lender');
    const bad = await send('alice', 'POST', '/api/crm/action-plans/preview', { template: { body: '{{lead.shoeSize}}' } });
    expectStatus(bad, 422, 'unknown field');
    expect(bad.json<{ errors: Json }>().errors).toHaveProperty(['template.body']);
  });
});

describe('a lead’s runs: /api/crm/leads/{id}/action-plans', () => {
  let run = 0;
  const runs = async (who: string, leadId: number) => {
    const r = await get(who, `/api/crm/leads/${leadId}/action-plans`);
    expectStatus(r, 200, `${who} runs`);
    return r.json<{ data: Json[] }>().data;
  };

  test('an agent applies a plan to their lead: 201 with its steps and what comes next; twice is 409', async () => {
    const r = await send('alice', 'POST', `/api/crm/leads/${lead.ada}/action-plans`, { planId: plan.buyer });
    expectStatus(r, 201, 'apply');
    const data = r.json<{ data: Json }>().data;
    run = data.id;
    expect(data).toMatchObject({ planId: plan.buyer, planName: 'New buyer', status: 'active', appliedBy: { id: team.alice!.id, name: 'alice Plan' }, done: 0, total: 3 });
    expect(data.steps.map((s: Json) => [s.index, s.kind, s.status])).toEqual([[0, 'email', 'scheduled'], [1, 'text', 'scheduled'], [2, 'call', 'scheduled']]);
    expect(new Date(data.steps[1].dueAt).getTime() - new Date(data.startedAt).getTime()).toBe(DAY + 30 * 60_000);
    expect(data.next).toMatchObject({ index: 0, kind: 'email', title: 'Welcome, ada' });
    expectStatus(await send('alice', 'POST', `/api/crm/leads/${lead.ada}/action-plans`, { planId: plan.buyer }), 409, 'twice');
    expect((await runs('alice', lead.ada!)).map((x) => x.id)).toEqual([run]);
    const timeline = (await get('alice', `/api/crm/leads/${lead.ada}/activities?tab=all&page=1`)).json<{ data: Json[] }>().data;
    expect(timeline.find((a) => a.type === 'scheduled-drip-plan')).toMatchObject({ agent: { id: team.alice!.id }, data: { planName: 'New buyer', steps: 3 } });
  });

  test('who may apply: a lender 403; a lead outside view, another company’s lead or plan 404; a pond lead is fine', async () => {
    expectStatus(await send('lenny', 'POST', `/api/crm/leads/${lead.cara}/action-plans`, { planId: plan.buyer }), 403, 'lender');
    expectStatus(await send('alice', 'POST', `/api/crm/leads/${lead.cara}/action-plans`, { planId: plan.buyer }), 404, 'bob’s lead');
    expectStatus(await send('broker', 'POST', `/api/crm/leads/${lead.zed}/action-plans`, { planId: plan.buyer }), 404, 'other company’s lead');
    expectStatus(await send('broker', 'POST', `/api/crm/leads/${lead.cara}/action-plans`, { planId: plan.other }), 404, 'other company’s plan');
    expectStatus(await send('broker', 'POST', `/api/crm/leads/${lead.cara}/action-plans`, { planId: 2147483647 }), 404, 'no such plan');
    expectStatus(await send('broker', 'POST', `/api/crm/leads/${lead.cara}/action-plans`, { planId: 'x' }), 422, 'bad planId');
    expectStatus(await send('broker', 'POST', `/api/crm/leads/${lead.cara}/action-plans`, { planId: 2 ** 40 }), 422, 'planId beyond int4');
    expectStatus(await send('rita', 'POST', `/api/crm/leads/${lead.pond}/action-plans`, { planId: plan.seller }), 201, 'pond lead');
    expect(await runs('broker', lead.cara!)).toEqual([]);
  });

  test('who sees runs: the lead’s lender does; an agent who does not see the lead, or another company, 404', async () => {
    expect(await runs('lenny', lead.cara!)).toEqual([]);
    expect((await runs('broker', lead.ada!)).length).toBe(1);
    expectStatus(await get('bob', `/api/crm/leads/${lead.ada}/action-plans`), 404, 'bob');
    expectStatus(await get('other', `/api/crm/leads/${lead.ada}/action-plans`), 404, 'other company');
    expectStatus(await get('alice', '/api/crm/leads/0/action-plans'), 404, 'id 0');
  });

  test('pause, resume and stop a run; each writes drip-plan-status; a finished or stopped run is 409', async () => {
    const path = `/api/crm/leads/${lead.ada}/action-plans/${run}`;
    expectStatus(await send('bob', 'PATCH', path, { status: 'paused' }), 404, 'bob');
    expectStatus(await send('lenny', 'PATCH', path, { status: 'paused' }), 403, 'lender');
    expectStatus(await send('alice', 'PATCH', path, { status: 'finished' }), 422, 'bad status');
    expectStatus(await send('alice', 'PATCH', `/api/crm/leads/${lead.ada}/action-plans/2147483647`, { status: 'paused' }), 404, 'missing run');
    const paused = await send('alice', 'PATCH', path, { status: 'paused' });
    expectStatus(paused, 200, 'pause');
    expect(paused.json<{ data: Json }>().data).toMatchObject({ status: 'paused', reason: 'Paused by alice Plan' });
    expectStatus(await send('alice', 'PATCH', path, { status: 'paused' }), 409, 'pause twice');
    const resumed = await send('alice', 'PATCH', path, { status: 'active' });
    expectStatus(resumed, 200, 'resume');
    expect(resumed.json<{ data: Json }>().data).toMatchObject({ status: 'active', reason: null, pausedAt: null });
    const stopped = await send('broker', 'PATCH', path, { status: 'stopped' });
    expectStatus(stopped, 200, 'stop');
    expect(stopped.json<{ data: Json }>().data).toMatchObject({ status: 'stopped', next: null, reason: 'Stopped by broker Plan' });
    expect(stopped.json<{ data: Json }>().data.steps.map((s: Json) => s.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expectStatus(await send('alice', 'PATCH', path, { status: 'active' }), 409, 'resume a stopped run');
    const timeline = (await get('alice', `/api/crm/leads/${lead.ada}/activities?tab=all&page=1`)).json<{ data: Json[] }>().data;
    expect(timeline.filter((a) => a.type === 'drip-plan-status').map((a) => a.data.status)).toEqual(['stopped', 'resumed', 'paused']);
    // Stopped, the plan may run again.
    expectStatus(await send('alice', 'POST', `/api/crm/leads/${lead.ada}/action-plans`, { planId: plan.buyer }), 201, 'apply again');
  });

  test('a paused plan cannot be applied (422) and counts its runs', async () => {
    expectStatus(await send('broker', 'PATCH', `/api/crm/action-plans/${plan.seller}`, { active: false }), 200, 'pause the plan');
    const r = await send('alice', 'POST', `/api/crm/leads/${lead.ada}/action-plans`, { planId: plan.seller });
    expectStatus(r, 422, 'apply a paused plan');
    expect(r.json<{ errors: Json }>().errors).toHaveProperty(['planId']);
    const listed = (await plansOf('broker')).find((p) => p.id === plan.seller)!;
    expect(listed).toMatchObject({ active: false, runs: { active: 1, paused: 0 } });
  });
});
