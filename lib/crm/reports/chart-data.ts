/**
 * What each report's chart draws, and the sentence that says it for a screen reader (the
 * table under the chart has every figure). Pure: the chart component only renders this.
 */
import { stageLabel } from '@/components/crm/leads/lead-labels';
import { durationText, REPORT_STAGES, shareText, type ReportAnswers, type ReportName } from './types';

export interface ChartSpec {
  kind: 'bar' | 'line';
  /** Bars run sideways (long names: agents, addresses). */
  horizontal: boolean;
  stacked: boolean;
  labels: string[];
  datasets: Array<{ label: string; data: Array<number | null> }>;
  /** The y (or x, sideways) axis: counts, or minutes. */
  unit: 'count' | 'minutes';
  summary: string;
}

const MAX_BARS = 12;
const minutes = (s: number | null) => (s === null ? null : Math.round((s / 60) * 10) / 10);
const short = (text: string, max = 28) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const listed = (parts: string[]) => (parts.length ? parts.join('; ') : 'nothing in this range');

export function chartSpec<N extends ReportName>(name: N, answer: ReportAnswers[N]): ChartSpec {
  switch (name) {
    case 'sources': {
      const rows = (answer as ReportAnswers['sources']).rows.slice(0, MAX_BARS);
      return {
        kind: 'bar', horizontal: false, stacked: false, unit: 'count',
        labels: rows.map((r) => r.source),
        datasets: [
          { label: 'Leads', data: rows.map((r) => r.leads) },
          { label: 'Contacted', data: rows.map((r) => r.contacted) },
          { label: 'Converted', data: rows.map((r) => r.converted) },
        ],
        summary: `Leads per source: ${listed(rows.slice(0, 5).map((r) => `${r.source} ${r.leads} leads, ${r.contacted} contacted, ${r.converted} converted`))}.`,
      };
    }
    case 'speed': {
      const a = answer as ReportAnswers['speed'];
      const rows = a.rows.slice(0, MAX_BARS);
      return {
        kind: 'bar', horizontal: true, stacked: false, unit: 'minutes',
        labels: rows.map((r) => short(r.agentName)),
        datasets: [
          { label: 'Median (minutes)', data: rows.map((r) => minutes(r.medianSeconds)) },
          { label: '90th percentile (minutes)', data: rows.map((r) => minutes(r.p90Seconds)) },
        ],
        summary: `Speed to first contact over ${a.summary.leads} leads: median ${durationText(a.summary.medianSeconds)}, 90th percentile ${durationText(a.summary.p90Seconds)}, ${shareText(a.summary.within5m)} within 5 minutes, ${shareText(a.summary.within1h)} within an hour, ${shareText(a.summary.within1d)} within a day.`,
      };
    }
    case 'conversion': {
      const a = answer as ReportAnswers['conversion'];
      const totals = REPORT_STAGES.map((s) => `${stageLabel(s)} ${a.rows.reduce((n, r) => n + r[s], 0)}`);
      return {
        kind: 'line', horizontal: false, stacked: false, unit: 'count',
        labels: a.rows.map((r) => r.period),
        datasets: REPORT_STAGES.map((s) => ({ label: stageLabel(s), data: a.rows.map((r) => r[s]) })),
        summary: `Leads reaching each stage per ${a.interval} from ${a.range.from} to ${a.range.to}; in all: ${totals.join(', ')}.`,
      };
    }
    case 'leaderboard': {
      const rows = (answer as ReportAnswers['leaderboard']).rows.slice(0, MAX_BARS);
      return {
        kind: 'bar', horizontal: true, stacked: false, unit: 'count',
        labels: rows.map((r) => short(r.agentName)),
        datasets: [
          { label: 'Contacted', data: rows.map((r) => r.contacted) },
          { label: 'Appointments', data: rows.map((r) => r.appointments) },
          { label: 'Closed', data: rows.map((r) => r.closed) },
        ],
        summary: `Agents by closed, appointments and leads contacted: ${listed(rows.slice(0, 5).map((r) => `${r.agentName} ${r.closed} closed, ${r.appointments} appointments, ${r.contacted} contacted`))}.`,
      };
    }
    case 'engagement': {
      const rows = (answer as ReportAnswers['engagement']).rows.slice(0, 10);
      return {
        kind: 'bar', horizontal: true, stacked: true, unit: 'count',
        labels: rows.map((r) => short(r.address)),
        datasets: [
          { label: 'Leads viewing', data: rows.map((r) => r.viewers) },
          { label: 'Favourites', data: rows.map((r) => r.favourites) },
          { label: 'Questions & showings', data: rows.map((r) => r.questions) },
        ],
        summary: `Listings leads engaged with most: ${listed(rows.slice(0, 5).map((r) => `${r.address} ${r.viewers} viewing, ${r.favourites} favourites, ${r.questions} questions`))}.`,
      };
    }
  }
  throw new Error(`No chart for ${String(name)}`);
}
