import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { paginationOf, type Pagination } from '@/lib/http/pagination';
import type { JobsQuery } from './overview-input';
import { jobView, queueSummaries, type JobRow, type QueueCountRow } from './overview-rows';
import { JOB_FILTER_STATES, JOB_QUEUE_NAMES, type JobsOverview } from './overview-types';
import { DEAD_LETTER_QUEUE } from './queues';
import { queryRows } from '@/lib/db/rows';

/**
 * The admin view of the job queue (GET /api/admin/jobs): each queue's counts and one page of its
 * jobs, newest first, read straight from pg-boss's table (its getQueues() counts are cached for
 * up to a minute; an admin watching a run wants them now).
 *
 * Tenancy is in the SQL: a company sees the system's periodic jobs (no data), jobs naming only
 * feeds it subscribes to (`{ sourceId }`) and jobs naming only itself (`{ companyId }`). A job
 * with any other data may be another company's: it is neither listed nor counted.
 */
export async function jobsOverview(companyId: number, query: JobsQuery): Promise<{ data: JobsOverview; pagination: Pagination }> {
  const db = await getDb();
  // The queue makes its tables when it first starts; an instance with JOBS=0 that never queued has none yet.
  if (!(await hasQueueTables(db))) {
    return { data: { queues: queueSummaries([]), jobs: [] }, pagination: paginationOf(0, 0, query.per_page, query.page) };
  }
  const jobs = visibleJobs(companyId);
  const queues = query.queue ? [query.queue] : JOB_QUEUE_NAMES;
  const conditions: SQL[] = [sql`v.queue in (${sql.join(queues.map((q) => sql`${q}`), sql`, `)})`];
  if (query.state !== 'all') conditions.push(sql`v.view_state in (${sql.join(JOB_FILTER_STATES[query.state].map((s) => sql`${s}`), sql`, `)})`);
  const where = sql.join(conditions, sql` and `);
  const [counts, page, [total]] = await Promise.all([
    rows<QueueCountRow>(db, sql`
      with v as (${jobs})
      select v.queue,
        count(*) filter (where v.view_state = 'queued') as queued,
        count(*) filter (where v.view_state = 'active') as active,
        count(*) filter (where v.view_state = 'retrying') as retrying,
        count(*) filter (where v.view_state = 'failed') as failed,
        count(*) filter (where v.view_state = 'dead') as dead_lettered,
        count(*) filter (where v.view_state = 'completed' and v.completed_on > now() - interval '1 day') as completed_last_day,
        ${iso(sql`max(v.completed_on) filter (where v.view_state = 'completed')`)} as last_completed_at
      from v group by v.queue`),
    rows<JobRow>(db, sql`
      with v as (${jobs})
      select v.id::text as id, v.queue, v.view_state, v.attempts, v.retry_limit_shown as retry_limit,
        ${iso(sql`v.created_shown`)} as created_at, ${iso(sql`v.started_on`)} as started_at,
        ${iso(sql`v.finished_shown`)} as finished_at, ${iso(sql`v.start_after`)} as run_after,
        v.message, v.subject
      from v where ${where}
      order by v.created_on desc, v.id desc
      limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    rows<{ n: number | string }>(db, sql`with v as (${jobs}) select count(*) as n from v where ${where}`),
  ]);
  const list = page.map(jobView);
  return {
    data: { queues: queueSummaries(counts.filter((row) => (JOB_QUEUE_NAMES as string[]).includes(row.queue))), jobs: list },
    pagination: paginationOf(Number(total?.n ?? 0), list.length, query.per_page, query.page),
  };
}

async function hasQueueTables(db: Db): Promise<boolean> {
  const [row] = await rows<{ ready: boolean }>(db, sql`select to_regclass('pgboss.job') is not null as ready`);
  return row?.ready === true;
}

const rows = <T>(db: Db, query: SQL): Promise<T[]> => queryRows<T>(query, db);

/** A timestamp as ISO 8601 in UTC, the same text from both drivers. */
const iso = (value: SQL) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every job of the app's queues the company may see, with what the view shows of it. A job in
 * the dead-letter queue is shown under the queue it failed in (pg-boss keeps that in
 * source_name), with that job's tries, creation and error (source_*).
 */
function visibleJobs(companyId: number): SQL {
  const dead = sql`j.name = ${DEAD_LETTER_QUEUE}`;
  const output = sql`(case when ${dead} then j.source_output else j.output end)`;
  return sql`
    select j.id, j.created_on, j.started_on, j.completed_on, j.start_after,
      case when ${dead} then j.source_name else j.name end as queue,
      case
        when ${dead} then 'dead'
        when j.state = 'created' and j.retry_count = 0 then 'queued'
        when j.state in ('created', 'retry') then 'retrying'
        when j.state = 'active' then 'active'
        when j.state = 'completed' then 'completed'
        else 'failed'
      end as view_state,
      -- pg-boss counts retries, and counts one only when a retry starts: a try has run once started_on is set.
      case when ${dead} then coalesce(j.source_retry_count, 0) + 1
           when j.started_on is null then 0
           else j.retry_count + 1 end as attempts,
      -- A dead letter's retry limit is its failed job's (kept for a week), else its queue's.
      case when ${dead} then coalesce(
             (select o.retry_limit from pgboss.job o where o.name = j.source_name and o.id = j.source_id),
             (select q.retry_limit from pgboss.queue q where q.name = j.source_name), j.source_retry_count, 0)
           else j.retry_limit end as retry_limit_shown,
      case when ${dead} then coalesce(j.source_created_on, j.created_on) else j.created_on end as created_shown,
      case when ${dead} then j.created_on else j.completed_on end as finished_shown,
      coalesce(
        case when jsonb_typeof(${output}) = 'string' then ${output} #>> '{}' end,
        case when jsonb_typeof(${output} -> 'message') = 'string' then ${output} ->> 'message' end,
        case when jsonb_typeof(${output} -> 'value') = 'string' then ${output} ->> 'value' end,
        case when jsonb_typeof(${output} -> 'value' -> 'message') = 'string' then ${output} -> 'value' ->> 'message' end
      ) as message,
      case when jsonb_typeof(j.data) = 'object' and j.data ? 'sourceId'
           then (select s.name from mls_sources s where s.id::text = j.data ->> 'sourceId') end as subject
    from pgboss.job j
    where ${visibleTo(companyId)}`;
}

/**
 * The tenancy filter. `data - 'sourceId' - 'companyId'` would fail on an array or a scalar, so
 * the CASE looks at the type first (a CASE's branches are evaluated in order; AND's are not).
 */
function visibleTo(companyId: number): SQL {
  return sql`(j.data is null or j.data = '{}'::jsonb or case
    when jsonb_typeof(j.data) = 'object' and (j.data - 'sourceId' - 'companyId') = '{}'::jsonb then
      (not (j.data ? 'sourceId') or exists (
        select 1 from company_mls_sources c where c.company_id = ${companyId} and c.source_id::text = j.data ->> 'sourceId'))
      and (not (j.data ? 'companyId') or j.data ->> 'companyId' = ${String(companyId)})
    else false end)`;
}
