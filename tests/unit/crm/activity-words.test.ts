import { activityWords } from '@/lib/crm/activity-words';
import { ACTIVITY_TYPES } from '@/lib/db/schema/activities';

const BAD = /undefined|null|NaN|\[object Object\]|[{}]/;

// Rich data: every field any producer writes (lib/**, lib/seed), plus nested objects that must not leak as JSON.
const RICH: Record<string, unknown> = {
  from: 'new', to: 'contacted', toName: 'Dana Cruz', type: 'agent', subject: 'Homes you might like', body: 'Hi there', text: 'Pre-approved up to $750k.',
  message: 'Is the seller flexible?', title: 'Call back Tuesday', outcome: 'left-voicemail', durationSeconds: 125, note: 'Will call back',
  name: 'Riverhead homes', updates: 12, eAlertId: 3, mailId: 9, source: 'Website', rule: 'round robin', signUpType: 'favorite',
  criteria: { city: 'riverhead', minprice: '400000', minbeds: '3' }, changes: { done: { from: false, to: true } }, estimate: 650000,
  address: '12 Main St, Riverhead, NY', status: 'paused', propertyIds: [1, 2], url: '/homedetails/x/1',
};

describe('activityWords', () => {
  test.each(ACTIVITY_TYPES.map((t) => [t]))('%s: words from full data, with and without a listing', (type) => {
    for (const property of [{ address: '12 Main St' }, null]) {
      const line = activityWords({ type, data: RICH, property });
      expect(line.length).toBeGreaterThan(3);
      expect(line).not.toMatch(BAD);
    }
  });

  test.each(ACTIVITY_TYPES.map((t) => [t]))('%s: words from empty or odd data', (type) => {
    for (const data of [{}, { from: null, to: {}, subject: 42, name: ['x'], criteria: 'x', changes: null, durationSeconds: 'abc' }]) {
      const line = activityWords({ type, data: data as Record<string, unknown>, property: null });
      expect(line.length).toBeGreaterThan(3);
      expect(line).not.toMatch(BAD);
    }
  });

  test('the examples read as people say them', () => {
    expect(activityWords({ type: 'stage', data: { from: 'new', to: 'contacted' } })).toBe('Stage changed from New to Contacted');
    expect(activityWords({ type: 'stage', data: { from: 'active', to: 'under_contract' } })).toBe('Stage changed from Active to Under contract');
    expect(activityWords({ type: 'call-added', data: { outcome: 'left-voicemail', durationSeconds: 120 } })).toBe('Called — left a voicemail (2 min)');
    expect(activityWords({ type: 'e-alert-open', data: { name: 'Riverhead homes' } })).toBe('Opened the e-alert “Riverhead homes”');
    expect(activityWords({ type: 'property-view', data: {}, property: { address: '12 Main St' } })).toBe('Viewed 12 Main St');
    expect(activityWords({ type: 'add-note', data: { body: 'Prefers texts.' } })).toBe('Note: Prefers texts.');
    expect(activityWords({ type: 'transfer', data: { type: 'lender', to: 7, toName: 'Lee Ames' } })).toBe('Transferred: lender is now Lee Ames');
    expect(activityWords({ type: 'todo-changed', data: { title: 'Send comps', changes: { done: { from: false, to: true } } } })).toBe('To-do “Send comps” marked done');
    expect(activityWords({ type: 'lead-search', data: { criteria: { city: 'riverhead', minbeds: '3' } } })).toBe('Searched for homes in Riverhead, 3+ beds');
  });
});
