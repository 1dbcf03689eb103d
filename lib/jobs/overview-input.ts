/** GET /api/admin/jobs's query, checked before any SQL; messages name the field. Plain: the screen reads its URL with it. */
import { formatCount } from '@/lib/format/formatter';
import { z } from 'zod';
import { unprocessable } from '@/lib/http/errors';
import { fieldErrors } from '@/lib/http/zod-errors';
import { JOB_FILTERS, JOB_QUEUE_NAMES, JOBS_PER_PAGE } from './overview-types';

/** An empty value (`?queue=`) is no filter, as a form with nothing chosen sends it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const whole = (max: number) => {
  const error = `must be a whole number from 1 to ${formatCount(max)}`;
  return z.coerce.number({ error }).int({ error }).min(1, { error }).max(max, { error });
};

export const jobsQuery = z.object({
  state: optional(z.enum(JOB_FILTERS, { error: `must be one of ${JOB_FILTERS.join(', ')}` })).transform((v) => v ?? 'all'),
  queue: optional(z.enum(JOB_QUEUE_NAMES as [string, ...string[]], { error: `must be one of ${JOB_QUEUE_NAMES.join(', ')}` })),
  page: optional(whole(10_000)).transform((v) => v ?? 1),
  per_page: optional(whole(100)).transform((v) => v ?? JOBS_PER_PAGE),
});

export type JobsQuery = z.output<typeof jobsQuery>;

/**
 * The query, or 422 naming the field (route()'s own query parsing answers 400; a filter value
 * the API does not know is a value it cannot process, as for a body).
 */
export function parseJobsQuery(input: Record<string, string>): JobsQuery {
  const result = jobsQuery.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const [field, message] = Object.entries(errors)[0] ?? ['_', 'is not valid'];
  throw unprocessable(`${field === '_' ? 'Input' : field}: ${message}`, errors);
}

/** The screen's reading of its URL: a value that does not parse is dropped (its default applies). */
export function parseJobsQueryLeniently(input: Record<string, string | undefined>): JobsQuery {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) values[key] = value;
  for (let tries = 0; tries < 5; tries += 1) {
    const result = jobsQuery.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete values[String(issue.path[0])];
  }
  return jobsQuery.parse({});
}
