import { agentForTurn, chooseRule, matches, type LeadFacts } from '@/lib/automation/lead-flow/match';
import { describeMatch, EMPTY_LEAD_FLOW, leadFlowBody, type FlowRule, type LeadFlow } from '@/lib/automation/lead-flow/schema';

const facts = (over: Partial<LeadFacts> = {}): LeadFacts => ({ source: 'website', price: 750_000, city: 'Southampton', zip: '11968', seller: false, ...over });
const rule = (id: string, match: FlowRule['match']): FlowRule => ({ id, name: id, match, assignTo: { mode: 'round-robin', agentIds: [1] }, lenderId: null, actionPlanId: null });

describe('matching a rule', () => {
  test('a rule with no criteria matches every lead', () => {
    expect(matches({}, facts())).toBe(true);
    expect(matches({}, facts({ source: null, price: null, city: null, zip: null }))).toBe(true);
  });

  test('source is compared without case or surrounding spaces', () => {
    expect(matches({ source: 'Website' }, facts())).toBe(true);
    expect(matches({ source: ' WEBSITE ' }, facts())).toBe(true);
    expect(matches({ source: 'Zillow' }, facts())).toBe(false);
    expect(matches({ source: 'Zillow' }, facts({ source: null }))).toBe(false);
  });

  test('price bounds are inclusive, and a lead without a price does not match a price rule', () => {
    expect(matches({ minPrice: 750_000 }, facts())).toBe(true);
    expect(matches({ maxPrice: 750_000 }, facts())).toBe(true);
    expect(matches({ minPrice: 750_001 }, facts())).toBe(false);
    expect(matches({ maxPrice: 749_999 }, facts())).toBe(false);
    expect(matches({ minPrice: 500_000, maxPrice: 1_000_000 }, facts())).toBe(true);
    expect(matches({ minPrice: 0 }, facts({ price: null }))).toBe(false);
  });

  test('towns and ZIPs: any of them matches; case and ZIP+4 do not matter', () => {
    expect(matches({ cities: ['southampton'] }, facts())).toBe(true);
    expect(matches({ cities: ['Montauk'] }, facts())).toBe(false);
    expect(matches({ zips: ['11968'] }, facts({ zip: '11968-1234' }))).toBe(true);
    expect(matches({ cities: ['Montauk'], zips: ['11968'] }, facts())).toBe(true);
    expect(matches({ cities: ['Montauk'], zips: ['11954'] }, facts())).toBe(false);
    expect(matches({ cities: ['Southampton'] }, facts({ city: null, zip: null }))).toBe(false);
  });

  test('buyers or sellers', () => {
    expect(matches({ seller: true }, facts({ seller: true }))).toBe(true);
    expect(matches({ seller: true }, facts())).toBe(false);
    expect(matches({ seller: false }, facts())).toBe(true);
  });

  test('every criterion set must match', () => {
    expect(matches({ source: 'website', seller: false, cities: ['Southampton'], minPrice: 500_000 }, facts())).toBe(true);
    expect(matches({ source: 'website', seller: true, cities: ['Southampton'] }, facts())).toBe(false);
  });
});

describe('choosing the rule', () => {
  const flow: LeadFlow = {
    rules: [rule('sellers', { seller: true }), rule('luxury', { minPrice: 2_000_000 }), rule('south', { cities: ['Southampton'] })],
    default: { assignTo: { mode: 'pond', agentIds: [] }, lenderId: null, actionPlanId: null },
  };

  test('the first matching rule wins, in order', () => {
    expect(chooseRule(flow, facts({ seller: true, price: 3_000_000 }))).toMatchObject({ kind: 'rule', index: 0 });
    expect(chooseRule(flow, facts({ price: 3_000_000 }))).toMatchObject({ kind: 'rule', index: 1 });
    expect(chooseRule(flow, facts())).toMatchObject({ kind: 'rule', index: 2 });
  });

  test('no rule matches: the default rule', () => {
    expect(chooseRule(flow, facts({ city: 'Montauk', zip: '11954' }))).toEqual({ kind: 'default', rule: flow.default });
    expect(chooseRule(EMPTY_LEAD_FLOW, facts())).toEqual({ kind: 'default', rule: EMPTY_LEAD_FLOW.default });
  });
});

test('round robin takes turns in the rule order and wraps', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map((turn) => agentForTurn([10, 20, 30], turn))).toEqual([10, 20, 30, 10, 20, 30, 10]);
  expect(agentForTurn([], 1)).toBeNull();
});

describe('the PUT body', () => {
  const ok = (body: unknown) => leadFlowBody.safeParse(body);
  const errors = (body: unknown) => {
    const parsed = leadFlowBody.safeParse(body);
    if (parsed.success) throw new Error('expected a refusal');
    return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const pond = { mode: 'pond', agentIds: [] };

  test('a full flow parses, with empty criteria dropped and places deduplicated', () => {
    const parsed = ok({
      rules: [{ id: 'r-1', name: ' Sellers ', match: { seller: true, source: '', minPrice: null, cities: ['Southampton', 'southampton ', 'Sag  Harbor'], zips: ['11968', '11968'] }, assignTo: { mode: 'round-robin', agentIds: [3, 3, 4] }, lenderId: 9, actionPlanId: null }],
      default: { assignTo: pond },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.rules[0]).toMatchObject({ id: 'r-1', name: 'Sellers', match: { seller: true, cities: ['Southampton', 'Sag Harbor'], zips: ['11968'] }, assignTo: { agentIds: [3, 4] }, lenderId: 9 });
    expect(parsed.data?.rules[0]?.match).not.toHaveProperty('source');
  });

  test('bad input names the field', () => {
    expect(errors({ rules: [{ match: {}, assignTo: { mode: 'round-robin', agentIds: [] } }], default: { assignTo: pond } })).toContain('rules.0.assignTo.agentIds: Choose at least one agent for round robin');
    expect(errors({ rules: [], default: { assignTo: { mode: 'pond', agentIds: [1] } } })[0]).toMatch(/^default\.assignTo\.agentIds: The pond takes no agents/);
    expect(errors({ rules: [{ match: { minPrice: 5, maxPrice: 4 }, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.match\.maxPrice/);
    expect(errors({ rules: [{ match: { minPrice: -1 }, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.match\.minPrice/);
    expect(errors({ rules: [{ match: { maxPrice: 1e11 }, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.match\.maxPrice/);
    expect(errors({ rules: [{ match: { zips: ['1196'] }, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.match\.zips\.0: must be 5 digits/);
    expect(errors({ rules: [{ match: {}, assignTo: { mode: 'lottery', agentIds: [] } }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.assignTo\.mode/);
    expect(errors({ rules: [{ match: {}, assignTo: { mode: 'round-robin', agentIds: [2 ** 31] } }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.assignTo\.agentIds\.0/);
    expect(errors({ rules: [{ id: 'a', match: {}, assignTo: pond }, { id: 'a', match: {}, assignTo: pond }], default: { assignTo: pond } })).toContain('rules.1.id: Another rule has this id');
    expect(errors({ rules: [{ id: 'default', match: {}, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.id/);
    expect(errors({ rules: [{ name: 'a\u0000b', match: {}, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.name/);
  });

  test('limits: 50 rules, 100 agents a rule, 200 towns or ZIPs', () => {
    const many = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
    expect(errors({ rules: many(51, () => ({ match: {}, assignTo: pond })), default: { assignTo: pond } })[0]).toMatch(/^rules: must hold at most 50 rules/);
    expect(errors({ rules: [{ match: {}, assignTo: { mode: 'round-robin', agentIds: many(101, (i) => i + 1) } }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.assignTo\.agentIds/);
    expect(errors({ rules: [{ match: { cities: many(201, (i) => `Town ${i}`) }, assignTo: pond }], default: { assignTo: pond } })[0]).toMatch(/^rules\.0\.match\.cities/);
    expect(ok({ rules: many(50, () => ({ match: { zips: many(200, (i) => String(10000 + i)) }, assignTo: pond })), default: { assignTo: pond } }).success).toBe(true);
  });
});

test('a rule in words', () => {
  expect(describeMatch({})).toBe('Every lead');
  expect(describeMatch({ seller: true, source: 'Zillow', minPrice: 500_000, maxPrice: 1_000_000, cities: ['Southampton'], zips: ['11968'] })).toBe('Sellers · source Zillow · $500,000–$1,000,000 · Southampton, 11968');
});
