/**
 * What each report answers (GET /api/crm/reports/{name}) and the columns its table and its CSV
 * share. A plain module: the page's client components read it too.
 */
import { stageLabel } from '@/components/crm/leads/lead-labels';
import type { LeadStage } from '@/lib/db/schema/leads';
import type { Interval } from './range';

/** LEAD_STAGES in their order, without pulling the schema into the browser (a unit test keeps them equal). */
export const REPORT_STAGES = ['new', 'attempted', 'contacted', 'nurture', 'appointment', 'active', 'under_contract', 'closed', 'lost'] as const satisfies readonly LeadStage[];

export const REPORT_NAMES = ['sources', 'speed', 'conversion', 'leaderboard', 'engagement'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TITLES: Record<ReportName, string> = {
  sources: 'Lead sources',
  speed: 'Speed to first contact',
  conversion: 'Conversion by stage',
  leaderboard: 'Agent leaderboard',
  engagement: 'Listing engagement',
};

export interface RangeInfo {
  from: string;
  to: string;
}

export interface SourceRow {
  source: string;
  leads: number;
  contacted: number;
  /** Reached appointment or beyond (a lead lost after an appointment still converted once). */
  converted: number;
}

/** Speed figures over a set of leads; seconds, null when none was contacted. Shares are of all the leads (0..1). */
export interface SpeedFigures {
  leads: number;
  contacted: number;
  medianSeconds: number | null;
  p90Seconds: number | null;
  within5m: number;
  within1h: number;
  within1d: number;
}

/** Per responsible agent: the lead's buyer agent; agentId null is the pond. */
export interface SpeedRow extends SpeedFigures {
  agentId: number | null;
  agentName: string;
}

export type ConversionRow = { period: string } & Record<LeadStage, number>;

export interface LeaderboardRow {
  agentId: number;
  agentName: string;
  leadsAssigned: number;
  contacted: number;
  calls: number;
  texts: number;
  emails: number;
  appointments: number;
  closed: number;
  medianFirstContactSeconds: number | null;
}

export interface EngagementRow {
  propertyId: number;
  address: string;
  url: string;
  /** Leads who viewed it, and their views in all. */
  viewers: number;
  views: number;
  favourites: number;
  /** Questions asked and showings requested. */
  questions: number;
}

export interface ReportAnswers {
  sources: { range: RangeInfo; rows: SourceRow[] };
  speed: { range: RangeInfo; summary: SpeedFigures; rows: SpeedRow[] };
  conversion: { range: RangeInfo; interval: Interval; stages: readonly LeadStage[]; rows: ConversionRow[] };
  leaderboard: { range: RangeInfo; rows: LeaderboardRow[] };
  engagement: { range: RangeInfo; rows: EngagementRow[] };
}

/** /reports' first paint (reports-page.ts reads it on the server). */
export interface ReportsPageData {
  filter: { from: string; to: string; agentId: number | null };
  answers: ReportAnswers;
  /** The agent menu (managers only; anyone else's reports are their own). */
  agents: Array<{ id: number; name: string }>;
}

export type ReportRow<N extends ReportName> = ReportAnswers[N]['rows'][number];

export interface ReportColumn {
  key: string;
  header: string;
  kind: 'text' | 'count' | 'seconds' | 'share';
}

const count = (key: string, header: string): ReportColumn => ({ key, header, kind: 'count' });

/** The columns of each report's table and CSV, in order (the CSV writes the same rows as the JSON). */
export const REPORT_COLUMNS: Record<ReportName, readonly ReportColumn[]> = {
  sources: [{ key: 'source', header: 'Source', kind: 'text' }, count('leads', 'Leads'), count('contacted', 'Contacted'), count('converted', 'Converted')],
  speed: [
    { key: 'agentName', header: 'Agent', kind: 'text' },
    count('leads', 'Leads'),
    count('contacted', 'Contacted'),
    { key: 'medianSeconds', header: 'Median', kind: 'seconds' },
    { key: 'p90Seconds', header: '90th percentile', kind: 'seconds' },
    { key: 'within5m', header: 'Within 5 min', kind: 'share' },
    { key: 'within1h', header: 'Within 1 h', kind: 'share' },
    { key: 'within1d', header: 'Within 1 day', kind: 'share' },
  ],
  conversion: [{ key: 'period', header: 'Period', kind: 'text' }, ...REPORT_STAGES.map((s) => count(s, stageLabel(s)))],
  leaderboard: [
    { key: 'agentName', header: 'Agent', kind: 'text' },
    count('leadsAssigned', 'Leads assigned'),
    count('contacted', 'Contacted'),
    count('calls', 'Calls'),
    count('texts', 'Texts'),
    count('emails', 'E-mails'),
    count('appointments', 'Appointments'),
    count('closed', 'Closed'),
    { key: 'medianFirstContactSeconds', header: 'Median first contact', kind: 'seconds' },
  ],
  engagement: [
    { key: 'address', header: 'Listing', kind: 'text' },
    count('viewers', 'Leads viewing'),
    count('views', 'Views'),
    count('favourites', 'Favourites'),
    count('questions', 'Questions & showings'),
  ],
};

/** Seconds as people read a response time: 45 s, 12 min, 3.5 h, 2.1 days. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  if (seconds < 86_400) return `${(seconds / 3600).toFixed(1)} h`;
  return `${(seconds / 86_400).toFixed(1)} days`;
}

export const shareText = (share: number) => `${Math.round(share * 100)} %`;
