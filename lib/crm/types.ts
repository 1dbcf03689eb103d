import type { HotReason } from '@/lib/db/schema/leads';
/**
 * The CRM's wire shapes (DESIGN §9): what the /api/crm calls answer and the CRM's client
 * components read. Plain types only — server services and client components both import
 * this file, so it must stay free of server-only and store imports.
 */
import type { ActivityType } from '@/lib/db/schema/activities';
import type { AgentType } from '@/lib/db/schema/agents';
import type { InboxKind } from '@/lib/db/schema/crm';
import type { LeadStage } from '@/lib/db/schema/leads';

export type { ActivityType, AgentType, InboxKind, LeadStage };

export interface AgentRef {
  id: number;
  name: string;
}

/** One row of GET /api/crm/leads. */
export interface LeadListItem {
  id: number;
  fullName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** leads.email_status: the list shows SPEC §8's words for it (lib/mail/email-status-words.ts). */
  emailStatus: string;
  phone: string | null;
  stage: LeadStage;
  buyerAgent: AgentRef | null;
  listingAgentId: number | null;
  lenderId: number | null;
  source: string | null;
  tags: string[];
  hot: boolean;
  createdAt: string;
  lastVisitAt: string | null;
  lastActivityAt: string | null;
}

export interface PropertyRef {
  id: number;
  address: string;
  url: string;
}

/** One entry of a lead's timeline (GET /api/crm/leads/{id}/activities) and of the live feed. */
export interface ActivityItem {
  id: number;
  type: ActivityType;
  occurredAt: string;
  agent: AgentRef | null;
  property: PropertyRef | null;
  data: Record<string, unknown>;
}

/** A live-feed entry: an activity and whose it is. */
export interface FeedItem extends ActivityItem {
  lead: { id: number; fullName: string };
}

/** One item of GET /api/crm/inbox. */
export interface InboxItem {
  id: number;
  kind: InboxKind;
  lead: { id: number; fullName: string };
  property: PropertyRef | null;
  agent: AgentRef | null;
  message: string;
  createdAt: string;
  closedAt: string | null;
}

/** SPEC §6 transfer modal types. */
export const TRANSFER_TYPES = ['agent', 'listingAgent', 'lender'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** Timeline tabs of SPEC §3, in SPEC's order. */
export const TIMELINE_TABS = ['calls', 'texts', 'emails', 'notes', 'actions', 'favorites', 'all'] as const;
export type TimelineTab = (typeof TIMELINE_TABS)[number];

/** Live-feed tabs of SPEC §3. */
export const FEED_TABS = ['all', 'texts', 'emails', 'actions'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

/** The signed-in agent as the CRM's client code sees it. */
export interface CrmViewer {
  id: number;
  fullName: string;
  type: AgentType;
  isAdmin: boolean;
  canManage: boolean;
  canClaim: boolean;
}

/** A lead's home (seller side) with its latest estimate, on the lead page. */
export interface LeadAddressItem {
  id: number;
  address: string;
  estimate: number | null;
  estimateLow: number | null;
  estimateHigh: number | null;
  estimatedAt: string | null;
}

/** A listing the lead favourited or viewed, as the lead page lists it. */
export interface LeadHomeItem extends PropertyRef {
  price: number | null;
  at: string;
}

/** A saved search / e-alert of the lead. */
export interface LeadSearchItem {
  id: number;
  name: string;
  frequency: string;
  /** The search on the public site (/real-estate/…), as the lead's e-alerts link it. */
  url: string;
}

/** GET /api/crm/leads/{id}: SPEC §3 Lead fields plus DESIGN §9's CRM fields, and what the lead page lists. */
export interface LeadDetail {
  id: number;
  lenderId: number | null;
  completed: boolean;
  email: string | null;
  emailStatus: string;
  phone: string | null;
  phoneStatus: string;
  firstName: string | null;
  lastName: string | null;
  /** SPEC §3: the buyer agent's id. */
  agentId: number | null;
  relatedLeadFirstName: string | null;
  hasCoBuyer: boolean;
  isEngaged: boolean;
  stage: LeadStage;
  fullName: string;
  buyerAgentId: number | null;
  listingAgentId: number | null;
  buyerAgent: AgentRef | null;
  listingAgent: AgentRef | null;
  lender: AgentRef | null;
  source: string | null;
  tags: string[];
  hot: boolean;
  /** Why it is hot (DESIGN §12 trigger), when it is and the trigger is known. */
  hotReason: HotReason | null;
  createdAt: string;
  lastVisitAt: string | null;
  /** The other half of a buyer/co-buyer pair (null when none, or when it is outside the caller's view). */
  coBuyer: { id: number; fullName: string; email: string | null; phone: string | null } | null;
  addresses: LeadAddressItem[];
  counts: { favourites: number; viewed: number; searches: number; eAlerts: number };
  /** The newest favourites, viewed homes and saved searches (at most 50 each; counts give the totals). */
  favourites: LeadHomeItem[];
  viewed: LeadHomeItem[];
  searches: LeadSearchItem[];
}

/** An agent the transfer panel may offer, with their type. */
export interface TransferCandidate extends AgentRef {
  type: AgentType;
}

/** Outcomes a logged call may have (POST /api/crm/leads/{id}/calls). */
export const CALL_OUTCOMES = ['connected', 'left-voicemail', 'no-answer', 'busy', 'wrong-number'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
