import 'server-only';
import type { Viewer } from '@/lib/auth/viewer';
import { agentJson } from './agent-json';
import type { AgentProfile } from './agent-profile-json';
import { findAgent } from './directory';
import { agentListings } from './listings';
import { agentVideoPath } from './video-page-path';
import { parseAgentVideo } from './video';

/** SPEC §7 GET /agents/{id}/profile: the card, the profile text and the agent's listings; null when not this company's active agent. */
export async function agentProfile(viewer: Viewer, id: number): Promise<AgentProfile | null> {
  const row = await findAgent(viewer.company.id, id);
  if (row === null) return null;
  const card = agentJson(row);
  const listings = await agentListings(viewer, card.name);
  const playable = parseAgentVideo(row.videoUrl) !== null;
  return {
    ...card,
    bio: row.bio,
    licenseNumber: row.licenseNumber,
    // Only a video we would play (lib/agents/video.ts), and the page that plays it.
    video: playable ? row.videoUrl!.trim() : null,
    videoPage: playable ? agentVideoPath(card.id) : null,
    activeListingsCount: listings.activeCount,
    soldHomesCount: listings.soldCount,
    listings: listings.active,
    soldHomes: listings.sold,
  };
}

