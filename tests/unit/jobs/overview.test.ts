import { attemptsText, jobsHref } from '@/components/crm/jobs/jobs-nav';
import { HttpError } from '@/lib/http/errors';
import { parseJobsQuery, parseJobsQueryLeniently } from '@/lib/jobs/overview-input';
import { errorText, jobView, queueSummaries, type JobRow } from '@/lib/jobs/overview-rows';
import { JOB_QUEUE_NAMES } from '@/lib/jobs/overview-types';

describe('errorText: a message, never a stack', () => {
  test('keeps a plain message, squeezes its white space', () => {
    expect(errorText('The feed answered 503')).toBe('The feed answered 503');
    expect(errorText('  two\n lines  ')).toBe('two lines');
  });
  test('stops where a stack starts', () => {
    const withStack = 'Error: token refused\n    at fetchToken (/app/lib/reso/oauth.ts:10:5)\n    at async run (/app/x.ts:1:1)';
    expect(errorText(withStack)).toBe('Error: token refused');
  });
  test('nothing to say is null; a long message is cut', () => {
    expect(errorText(null)).toBeNull();
    expect(errorText('   ')).toBeNull();
    const long = errorText('x'.repeat(2000));
    expect(long).toHaveLength(500);
    expect(long?.endsWith('…')).toBe(true);
  });
});

const row = (over: Partial<JobRow> = {}): JobRow => ({
  id: 'a1', queue: 'feed-sync', view_state: 'failed', attempts: '5', retry_limit: 4, created_at: '2026-11-25T09:00:00.000Z',
  started_at: '2026-11-25T09:00:01.000Z', finished_at: '2026-11-25T09:10:00.000Z', run_after: '2026-11-25T09:00:00.000Z',
  message: 'The feed answered 503\n    at x (y.ts:1:1)', subject: 'North Fork MLS', ...over,
});

describe('jobView', () => {
  test('numbers from text, the error of a job that went wrong', () => {
    expect(jobView(row())).toEqual({
      id: 'a1', queue: 'feed-sync', state: 'failed', attempts: 5, retryLimit: 4, createdAt: '2026-11-25T09:00:00.000Z',
      startedAt: '2026-11-25T09:00:01.000Z', finishedAt: '2026-11-25T09:10:00.000Z', runAfter: '2026-11-25T09:00:00.000Z',
      error: 'The feed answered 503', subject: 'North Fork MLS',
    });
    expect(jobView(row({ view_state: 'retrying' })).error).toBe('The feed answered 503');
    expect(jobView(row({ view_state: 'dead' })).error).toBe('The feed answered 503');
  });
  test('a job that did not fail has no error, whatever its output says', () => {
    expect(jobView(row({ view_state: 'completed', message: 'sent 3 alerts' })).error).toBeNull();
    expect(jobView(row({ view_state: 'active' })).error).toBeNull();
  });
});

test('queueSummaries: every queue of the app, in order, zero when the SQL found none', () => {
  const summaries = queueSummaries([{ queue: 'feed-sync', queued: '1', active: 0, retrying: '2', failed: '3', dead_lettered: '3', completed_last_day: '7', last_completed_at: '2026-11-25T09:00:00.000Z' }]);
  expect(summaries.map((q) => q.name)).toEqual(JOB_QUEUE_NAMES);
  expect(summaries.find((q) => q.name === 'feed-sync')).toEqual({ name: 'feed-sync', queued: 1, active: 0, retrying: 2, failed: 3, deadLettered: 3, completedLastDay: 7, lastCompletedAt: '2026-11-25T09:00:00.000Z' });
  expect(summaries.find((q) => q.name === 'mail-retry')).toMatchObject({ queued: 0, failed: 0, lastCompletedAt: null });
});

describe('the query', () => {
  test('defaults, and empty values are no filter', () => {
    expect(parseJobsQuery({})).toEqual({ state: 'all', page: 1, per_page: 50 });
    expect(parseJobsQuery({ state: 'failed', queue: 'feed-sync', page: '2', per_page: '' })).toEqual({ state: 'failed', queue: 'feed-sync', page: 2, per_page: 50 });
    expect(parseJobsQuery({ queue: '' }).queue).toBeUndefined();
  });
  test('a state or queue the view does not know is 422 naming the field', () => {
    const refusal = (input: Record<string, string>) => {
      try {
        parseJobsQuery(input);
      } catch (error) {
        return error instanceof HttpError ? { status: error.status, errors: error.errors } : error;
      }
      return null;
    };
    expect(refusal({ state: 'completed' })).toEqual({ status: 422, errors: { state: expect.stringContaining('queued, active, failed, all') } });
    expect(refusal({ queue: 'dead-letter' })).toEqual({ status: 422, errors: { queue: expect.stringContaining('feed-sync') } });
    expect(refusal({ page: '0' })).toEqual({ status: 422, errors: { page: expect.any(String) } });
    expect(refusal({ page: '99999999999' })).toEqual({ status: 422, errors: { page: expect.any(String) } });
  });
  test('the screen drops what does not parse', () => {
    expect(parseJobsQueryLeniently({ state: 'nonsense', queue: 'feed-sync', page: 'x' })).toEqual({ state: 'all', queue: 'feed-sync', page: 1, per_page: 50 });
  });
});

test('the screen: URLs keep only what is set; attempts count the first try', () => {
  expect(jobsHref({ state: 'all' })).toBe('/admin/jobs');
  expect(jobsHref({ state: 'failed', queue: 'feed-sync', page: 2 })).toBe('/admin/jobs?state=failed&queue=feed-sync&page=2');
  expect(attemptsText(2, 4)).toBe('2 of 5');
});
