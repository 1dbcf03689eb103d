import type { PropertyJson } from '@/lib/search/property-json';
import type { AgentJson } from './agent-json';

/**
 * SPEC §7 GET /agents/{id}/profile: the card, the profile text and the agent's listings. A plain
 * module: the agent details dialog (client) reads it; lib/agents/profile.ts (server) builds it.
 */
export interface AgentProfile extends AgentJson {
  bio: string | null;
  licenseNumber: string | null;
  /** Only a video we would play (lib/agents/video.ts), and the page that plays it. */
  video: string | null;
  videoPage: string | null;
  activeListingsCount: number;
  soldHomesCount: number;
  listings: PropertyJson[];
  soldHomes: PropertyJson[];
}
