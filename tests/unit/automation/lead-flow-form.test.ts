import { bodyOf, draftOf, errorsFor, fieldOf, moved, newRule, summaryOf, whoOf } from '@/components/crm/settings/lead-flow-form';
import { EMPTY_LEAD_FLOW, leadFlowBody, type LeadFlow } from '@/lib/automation/lead-flow/schema';

const flow: LeadFlow = {
  rules: [{ id: 'r-1', name: 'Sellers', match: { seller: true, minPrice: 500000, cities: ['Southampton'], zips: ['11968'] }, assignTo: { mode: 'round-robin', agentIds: [1, 2] }, lenderId: 9, actionPlanId: 4 }],
  default: { assignTo: { mode: 'pond', agentIds: [] }, lenderId: null, actionPlanId: null },
};
const people = { agents: [{ id: 1, name: 'Ada Lee' }, { id: 2, name: 'Ben Ng' }, { id: 3, name: 'Cy Ode' }], lenders: [{ id: 9, name: 'Lou Lend' }], plans: [{ id: 4, name: 'Seller nurture', active: true }] };

test('a saved flow goes through the form and back unchanged (ids kept)', () => {
  const body = bodyOf(draftOf(flow));
  const parsed = leadFlowBody.parse(body);
  expect(parsed.rules[0]).toEqual({ ...flow.rules[0] });
  expect(parsed.default.assignTo).toEqual(flow.default.assignTo);
  expect(bodyOf(draftOf(EMPTY_LEAD_FLOW))).toEqual({ rules: [], default: { assignTo: { mode: 'pond', agentIds: [] }, lenderId: null, actionPlanId: null } });
});

test('prices as people type them; anything else goes as typed for the API to name', () => {
  const rule = { ...newRule(1), minPrice: '$750,000', maxPrice: 'a lot', agentIds: [1] };
  const body = bodyOf({ rules: [rule], default: draftOf(EMPTY_LEAD_FLOW).default });
  expect(body.rules[0]!.match).toMatchObject({ minPrice: 750000, maxPrice: 'a lot' });
  expect(body.rules[0]).not.toHaveProperty('id');
  // The pond sends no agents, whatever was ticked before switching to it.
  expect(bodyOf({ rules: [{ ...rule, mode: 'pond' }], default: draftOf(EMPTY_LEAD_FLOW).default }).rules[0]!.assignTo.agentIds).toEqual([]);
});

test('the API\'s field paths land on the right part of the form', () => {
  expect(fieldOf('rules.2.match.minPrice')).toEqual({ part: 2, field: 'minPrice' });
  expect(fieldOf('rules.0.assignTo.agentIds')).toEqual({ part: 0, field: 'agentIds' });
  expect(fieldOf('rules.1.match.zips.3')).toEqual({ part: 1, field: 'zips' });
  expect(fieldOf('default.lenderId')).toEqual({ part: 'default', field: 'lenderId' });
  expect(fieldOf('rules')).toEqual({ part: null, field: 'rules' });
  expect(errorsFor({ 'rules.1.lenderId': 'No such lender', 'rules.0.name': 'x', 'default.assignTo.agentIds': 'y' }, 1)).toEqual({ lenderId: 'No such lender' });
});

test('Up and Down move a rule one place; the ends stay', () => {
  expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
});

test('what happens to a new lead, in words', () => {
  const [rule] = draftOf(flow).rules;
  expect(whoOf(rule!)).toBe('New leads (Sellers · from $500,000 · Southampton, 11968)');
  expect(summaryOf(rule!, 'New sellers', people)).toBe('New sellers go to Ada Lee and Ben Ng in turn. Then: lender Lou Lend; action plan “Seller nurture” starts.');
  expect(summaryOf({ mode: 'first-to-claim', agentIds: [1, 2, 3], lenderId: '', actionPlanId: '' }, 'They', people)).toBe('They are offered to Ada Lee, Ben Ng and Cy Ode at once; the first to claim gets the lead, else the default rule decides.');
  expect(summaryOf({ mode: 'pond', agentIds: [], lenderId: '', actionPlanId: '' }, 'Other new leads', people)).toBe('Other new leads wait in the pond for any agent to claim.');
  expect(summaryOf({ mode: 'round-robin', agentIds: [], lenderId: '', actionPlanId: '' }, 'They', people)).toBe('They: choose the agents.');
  expect(whoOf(newRule(3))).toBe('All new leads');
});
