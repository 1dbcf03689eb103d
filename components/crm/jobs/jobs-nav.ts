import type { JobsQuery } from '@/lib/jobs/overview-input';
import type { JobFilter, JobViewState } from '@/lib/jobs/overview-types';

/** /admin/jobs's URL for a filter (defaults left out): the state tabs, the queue links and the pager. */
export function jobsHref(query: Pick<JobsQuery, 'state' | 'queue'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.state !== 'all') params.set('state', query.state);
  if (query.queue) params.set('queue', query.queue);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/admin/jobs${search ? `?${search}` : ''}`;
}

export const FILTER_LABELS: Record<JobFilter, string> = { all: 'All', queued: 'Queued', active: 'Running', failed: 'Failed' };

export const STATE_LABELS: Record<JobViewState, string> = {
  queued: 'Queued',
  active: 'Running',
  retrying: 'Retrying',
  completed: 'Done',
  failed: 'Failed',
  dead: 'Dead-lettered',
};

/** "2 of 5": tries started, of the tries the job may have (the first and its retries). */
export function attemptsText(attempts: number, retryLimit: number): string {
  return `${attempts} of ${retryLimit + 1}`;
}
