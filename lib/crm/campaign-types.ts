/**
 * E-mail campaigns' wire shapes and the segment's two spellings (issue 17 item 5). Plain
 * module: the /marketing client uses it too. The segment IS the /leads filter: stored as a
 * JSON object, read as a LeadsQuery so the leads list's own where clause and filter controls
 * serve it (lib/crm/leads-list.ts, components/crm/leads/leads-filters.tsx).
 */
import type { CampaignSegment, CampaignStatus, RecipientStatus } from '@/lib/db/schema/campaigns';
import { DEFAULT_LEADS_QUERY, leadsQueryString, type LeadsQuery } from './leads-query';
import type { LeadStage } from './types';

export type { CampaignSegment, CampaignStatus, RecipientStatus };

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled',
};

/** Counts of a campaign's recipients; the rates are of the mails sent. */
export interface CampaignFigures {
  recipients: number;
  queued: number;
  sent: number;
  skipped: number;
  /** Mails SMTP gave up on (after the mail-retry job's tries). */
  failed: number;
  /** Mails SMTP refused so far and that mail-retry will try again. */
  retrying: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
}

export interface CampaignView {
  id: number;
  name: string;
  subject: string;
  body: string;
  fromAgent: { id: number; name: string } | null;
  segment: CampaignSegment;
  status: CampaignStatus;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  figures: CampaignFigures;
}

/** GET /api/crm/campaigns/{id}: the campaign and why its skipped leads were skipped. */
export interface CampaignDetail extends CampaignView {
  skipReasons: { reason: string; count: number }[];
}

/** GET /api/crm/campaigns/{id}/preview. */
export interface CampaignPreview {
  /** The lead it is rendered for (null: the segment is empty; a sample lead's values then). */
  lead: { id: number; name: string; email: string | null } | null;
  subject: string;
  html: string;
  text: string;
  /** Leads in the segment now, how many would be mailed, and why the rest would not. */
  recipients: number;
  willSend: number;
  skipped: { reason: string; count: number }[];
}

/** The segment as the leads list's query (default sort and page): what leadsListWhere and the filter bar take. */
export function segmentQuery(segment: CampaignSegment): LeadsQuery {
  return {
    ...DEFAULT_LEADS_QUERY,
    q: segment.q,
    stage: segment.stage?.length ? (segment.stage as LeadStage[]) : undefined,
    agentId: segment.agentId,
    source: segment.source,
    tag: segment.tag,
    pond: segment.pond || undefined,
    hot: segment.hot || undefined,
  };
}

/** The filter object a leads query's filters make (undefined keys left out: it is stored as JSON). */
export function querySegment(query: Partial<LeadsQuery>): CampaignSegment {
  const segment: CampaignSegment = {};
  if (query.q) segment.q = query.q;
  if (query.stage?.length) segment.stage = [...query.stage];
  if (query.agentId !== undefined) segment.agentId = query.agentId;
  if (query.source) segment.source = query.source;
  if (query.tag) segment.tag = query.tag;
  if (query.pond) segment.pond = true;
  if (query.hot) segment.hot = true;
  return segment;
}

/** The /leads URL showing the same leads. */
export const segmentLeadsHref = (segment: CampaignSegment) => {
  const qs = leadsQueryString(segmentQuery(segment), false);
  return qs ? `/leads?${qs}` : '/leads';
};

/** The segment in words for the list: "tag buyer · stage new" or "Every lead". */
export function segmentSummary(segment: CampaignSegment, agentName?: (id: number) => string | undefined): string {
  const parts: string[] = [];
  if (segment.q) parts.push(`“${segment.q}”`);
  if (segment.stage?.length) parts.push(`stage ${segment.stage.join(', ').replaceAll('_', ' ')}`);
  if (segment.agentId !== undefined) parts.push(`agent ${agentName?.(segment.agentId) ?? `#${segment.agentId}`}`);
  if (segment.pond) parts.push('the pond');
  if (segment.source) parts.push(`source ${segment.source}`);
  if (segment.tag) parts.push(`tag ${segment.tag}`);
  if (segment.hot) parts.push('hot');
  return parts.length ? parts.join(' · ') : 'Every lead';
}

/** A rate in whole percent of the mails sent, or a dash before any went. */
export const ratePercent = (count: number, sent: number) => (sent > 0 ? `${Math.round((count / sent) * 100)}%` : '—');
