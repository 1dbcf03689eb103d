/**
 * The admins' view of error reports (/settings?section=error-reports): the list's filter, as the
 * URL and the API spell it, and the shapes answered. Pure: the API and the screen share it.
 */
import { z } from 'zod';
import type { Breadcrumb, Frame } from '@/lib/browser/error-reporter';

export const ERROR_PERIODS = ['1', '7', '30'] as const;
export type ErrorPeriod = (typeof ERROR_PERIODS)[number];
export const ERROR_PAGE_SIZE = 50;

export const errorReportsQuerySchema = z.object({
  surface: z.enum(['all', 'site', 'crm'], { error: 'must be all, site or crm' }).default('all'),
  /** Days back, by last seen. */
  period: z.enum(ERROR_PERIODS, { error: 'must be 1, 7 or 30' }).default('7'),
  /** 1: resolved groups too (hidden by default). */
  resolved: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
  page: z.coerce.number({ error: 'must be a page number from 1 to 1,000' }).int({ error: 'must be a page number from 1 to 1,000' }).min(1, { error: 'must be a page number from 1 to 1,000' }).max(1000, { error: 'must be a page number from 1 to 1,000' }).default(1),
});
export type ErrorReportsQuery = z.infer<typeof errorReportsQuerySchema>;

export const errorReportPatchSchema = z.object({ resolved: z.boolean({ error: 'must be true or false' }) });

export interface ErrorGroup {
  id: number;
  surface: 'site' | 'crm';
  message: string;
  topFrame: string | null;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
  resolvedAt: string | null;
  url: string;
}

export interface ErrorGroupDetail extends ErrorGroup {
  sample: {
    url: string;
    userAgent: string;
    release: string | null;
    frames: Frame[];
    breadcrumbs: Breadcrumb[];
    lead: { id: number; name: string } | null;
    agent: { id: number; name: string } | null;
  };
}
