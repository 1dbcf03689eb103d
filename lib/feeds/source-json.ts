/**
 * A feed as the admin API answers it (DESIGN §10): everything an admin needs to see and edit,
 * and never a secret. Plain types (no server-only): the /admin/sources screen reads them.
 */
import type { FeedKind } from '@/lib/db/schema/feeds';
import type { FeedRunJson } from './run-json';

/** The non-secret half of a feed's auth: its type and, for the owner, the OAuth2 settings. */
export type PublicFeedAuth = { type: 'bearer' } | { type: 'client_credentials'; tokenUrl?: string; clientId?: string; scope?: string };

export interface SourceJson {
  id: number;
  code: string;
  name: string;
  kind: FeedKind;
  url: string;
  resource: string;
  filter: string | null;
  legalDisclaimer: string;
  restrictedStatuses: string[];
  propertyTypeMap: Record<string, string>;
  auth: PublicFeedAuth | null;
  /** This company added the feed: it may change, sync and reload it. */
  owned: boolean;
  syncEnabled: boolean;
  lastSyncAt: string | null;
  lastRun: FeedRunJson | null;
}

export type { FeedRunJson };
