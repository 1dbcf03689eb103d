import 'server-only';
import type { CrmAccess } from '../access';
import { conversionReport } from './conversion';
import { reportCsv } from './csv';
import { engagementReport } from './engagement';
import { leaderboardReport } from './leaderboard';
import type { ReportQuery } from './query';
import { reportScope, type ReportScope } from './scope';
import { sourcesReport } from './sources';
import { speedReport } from './speed';
import { REPORT_COLUMNS, type ReportAnswers, type ReportName } from './types';

const RUNNERS: { [N in ReportName]: (scope: ReportScope) => Promise<ReportAnswers[N]> } = {
  sources: sourcesReport,
  speed: speedReport,
  conversion: conversionReport,
  leaderboard: leaderboardReport,
  engagement: engagementReport,
};

/** One report for the caller: the query checked against who they are (scope.ts), then the report's own SQL. */
export async function runReport<N extends ReportName>(access: CrmAccess, name: N, query: ReportQuery, now = new Date()): Promise<ReportAnswers[N]> {
  const scope = await reportScope(access, query, now);
  return RUNNERS[name](scope);
}

/** The report as a CSV download: the same rows as its JSON, a file name saying what and when. */
export async function reportCsvFile(access: CrmAccess, name: ReportName, query: ReportQuery): Promise<{ filename: string; body: string }> {
  const answer = await runReport(access, name, query);
  return { filename: `${name}-${answer.range.from}-to-${answer.range.to}.csv`, body: reportCsv(REPORT_COLUMNS[name], answer.rows) };
}
