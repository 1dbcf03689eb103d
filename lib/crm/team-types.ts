/**
 * The team screen's shapes and rules (/agents, /api/crm/agents): a plain module, so the
 * screen's forms check what the API checks and name the same limits.
 */
import type { AgentType } from '@/lib/db/schema/agents';

/** The agent types in the order the screen offers them (the schema's AGENT_TYPES, without importing the schema into the browser). */
export const TEAM_TYPES = ['agent', 'broker', 'realtor', 'lender'] as const satisfies readonly AgentType[];

export const TEAM_STATUSES = ['active', 'invited', 'deactivated'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

export const AGENT_TYPE_LABELS: Record<AgentType, string> = { agent: 'Agent', broker: 'Broker', realtor: 'Realtor', lender: 'Lender' };
export const TEAM_STATUS_LABELS: Record<TeamStatus, string> = { active: 'Active', invited: 'Invited', deactivated: 'Deactivated' };

export const MAX_BIO_LENGTH = 2000;
export const MAX_SITE_LENGTH = 60;
/** The agentSite value (SPEC §2): lower-case words joined by single hyphens, as it travels in every link of the agent's site. */
export const SITE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Photo uploads: what the browser may send, and how big (the API says the same in its 4xx). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** How long a set-password link works. */
export const INVITE_DAYS = 7;

/** One member of the team as GET /api/crm/agents lists them. */
export interface TeamMember {
  id: number;
  type: AgentType;
  isAdmin: boolean;
  isActive: boolean;
  status: TeamStatus;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string | null;
  photoUrl: string | null;
  bio: string | null;
  site: string | null;
  lastLoginAt: string | null;
  /** An unused set-password link that has not expired (status `invited` with false: the link expired, re-invite). */
  invitePending: boolean;
  inviteExpiresAt: string | null;
  /** Leads they hold, by link: the counts the deactivate dialog moves. */
  leads: { buyer: number; listing: number; lender: number };
}

/** The latest invite mail of an agent, as the team screen shows it. */
export interface InviteMail {
  status: 'queued' | 'sent' | 'failed' | 'recorded';
  to: string;
  subject: string;
  createdAt: string;
  /** The mail's text, link included, only while it was never handed to a mail server (see below). */
  text: string | null;
}

/** What PATCH {isActive} did: how many leads went to the pond and how many to `reassignedTo`. */
export interface ActivationResult {
  id: number;
  isActive: boolean;
  leadsToPond: number;
  leadsReassigned?: number;
  reassignedTo?: number;
}

/** Status for a row: deactivated wins; an active agent who never set a password is invited. */
export function teamStatusOf(isActive: boolean, hasPassword: boolean): TeamStatus {
  if (!isActive) return 'deactivated';
  return hasPassword ? 'active' : 'invited';
}
