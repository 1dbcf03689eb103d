import { activityWords } from '@/lib/crm/activity-words';
import { delayWords, nextStepWords, relativeTime, runStateWords, stepsSummary } from '@/lib/automation/plans/run-words';
import { nextSendingTime } from '@/lib/automation/plans/sending-hours';

const NY = 'America/New_York';
/** Sunday 2026-11-15 15:00 in New York (EST, UTC−5). */
const now = new Date('2026-11-15T20:00:00Z');

describe('what the lead page says about a run', () => {
  test('the next step with when it is due, in the company’s time', () => {
    expect(nextStepWords({ kind: 'text', voiceMail: false, dueAt: '2026-11-17T15:00:00Z' }, now)).toBe('Text in 2 days (Tue 10:00)');
    expect(nextStepWords({ kind: 'call', voiceMail: true, dueAt: '2026-11-15T23:00:00Z' }, now)).toBe('Voice mail in 3 hours (Sun 18:00)');
  });
  test('relative times', () => {
    expect(relativeTime(new Date(now.getTime() - 60_000), now)).toBe('now');
    expect(relativeTime(new Date(now.getTime() + 20 * 60_000), now)).toBe('in 20 min');
    expect(relativeTime(new Date(now.getTime() + 3_600_000), now)).toBe('in 1 hour');
    expect(relativeTime(new Date(now.getTime() + 86_400_000), now)).toBe('in 1 day');
    expect(relativeTime(new Date(now.getTime() + 86_400_000 - 5 * 60_000), now)).toBe('in 1 day');
  });
  test('a paused run says why, as the reply hook wrote it', () => {
    expect(runStateWords({ status: 'paused', reason: 'The lead replied by text', next: null }, now)).toBe('Paused: the lead replied by text');
    expect(runStateWords({ status: 'finished', reason: 'All steps done', next: null }, now)).toBe('Finished: every step done');
    expect(runStateWords({ status: 'stopped', reason: 'Stopped by Nicole Kim', next: null }, now)).toBe('Stopped: stopped by Nicole Kim');
  });
  test('a plan’s steps and delays in words', () => {
    expect(stepsSummary([{ kind: 'email' }, { kind: 'text' }, { kind: 'email' }, { kind: 'todo' }])).toBe('4 steps: 2 e-mails, 1 text, 1 to-do');
    expect(delayWords({ afterDays: 0 })).toBe('At once');
    expect(delayWords({ afterDays: 0, afterMinutes: 90 })).toBe('After 1 h 30 min');
    expect(delayWords({ afterDays: 2, afterMinutes: 15 })).toBe('After 2 days 15 min');
  });
});

describe('sending hours', () => {
  const hours = { start: '08:00', end: '21:00' };
  test('inside the hours: go now', () => {
    expect(nextSendingTime(new Date('2026-11-16T14:00:00Z'), hours, NY)).toBeNull();
  });
  test('late evening waits for the next morning, early morning for the same morning', () => {
    expect(nextSendingTime(new Date('2026-11-17T04:00:00Z'), hours, NY)?.toISOString()).toBe('2026-11-17T13:00:00.000Z');
    expect(nextSendingTime(new Date('2026-11-17T02:00:00Z'), hours, NY)?.toISOString()).toBe('2026-11-17T13:00:00.000Z');
    expect(nextSendingTime(new Date('2026-11-17T10:00:00Z'), hours, NY)?.toISOString()).toBe('2026-11-17T13:00:00.000Z');
  });
  test('the end is exclusive; a month end and daylight saving are crossed right', () => {
    expect(nextSendingTime(new Date('2026-11-17T02:00:00Z'), { start: '08:00', end: '21:00' }, NY)).not.toBeNull();
    expect(nextSendingTime(new Date('2026-12-01T03:30:00Z'), hours, NY)?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    // Saturday 2026-03-07 22:00 EST → Sunday 08:00 EDT (UTC−4).
    expect(nextSendingTime(new Date('2026-03-08T03:00:00Z'), hours, NY)?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });
});

describe('the timeline reads what the firing job writes', () => {
  const base = { planId: 1, planName: 'New buyer', leadPlanId: 2 };
  test.each([
    ['drip-plan-stage', { ...base, stage: 'finished' }, 'Action plan “New buyer” finished'],
    ['drip-plan-stage', { planName: 'Old', from: 'new', to: 'nurture' }, 'Action plan moved the stage to Nurture'],
    ['delayed-drip-plan', { ...base, step: 2, kind: 'text', until: '2026-11-17T13:00:00.000Z' }, 'Action plan “New buyer” step 2 waits for sending hours: Tue, Nov 17, 8:00 AM'],
    ['delayed-drip-plan', { planName: 'Old', startsAt: '2026-11-17T13:00:00.000Z' }, 'Action plan “Old” will start later'],
    ['drip-plan-status', { ...base, status: 'paused', reason: 'The lead replied by text' }, 'Action plan “New buyer” paused — The lead replied by text'],
    ['drip-plan-status', { ...base, step: 1, status: 'skipped', reason: 'Step 1 (text): no phone number' }, 'Action plan “New buyer” skipped — Step 1 (text): no phone number'],
    ['drip-plan-email', { ...base, step: 1, subject: 'Welcome, Dana', body: 'Hi', mailId: 3 }, 'Action plan e-mail sent “Welcome, Dana”'],
    ['drip-plan-call', { ...base, step: 3, title: 'Call Dana', todoId: 4 }, 'Action plan call due “Call Dana”'],
  ] as const)('%s %j', (type, data, words) => {
    expect(activityWords({ type, data })).toBe(words);
  });
});
