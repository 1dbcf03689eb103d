import { withProtocol } from '@/lib/text/links';

/**
 * An agent's introduction video (`agents.video_url`), checked before it is ever put in a page.
 * Only three kinds are played: a YouTube or Vimeo video (embedded from the providers' privacy
 * players, youtube-nocookie.com and Vimeo with dnt=1) and a file this site serves itself under
 * /videos/. Anything else (other hosts, http:, javascript:, a YouTube channel page…) is no video.
 */
export type AgentVideo =
  | { kind: 'youtube' | 'vimeo'; id: string; embedUrl: string; provider: 'YouTube' | 'Vimeo' }
  | { kind: 'file'; src: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** Files the project ships in public/videos: plain names, web formats only. */
const OWN_FILE = /^\/videos\/[A-Za-z0-9][A-Za-z0-9._-]*\.(mp4|webm)$/;

/** The video to play, or null when the stored value is not one we embed. */
export function parseAgentVideo(value: string | null | undefined): AgentVideo | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('/')) return OWN_FILE.test(text) && !text.includes('..') ? { kind: 'file', src: text } : null;
  let url: URL;
  try {
    url = new URL(withProtocol(text)); // SPEC §5: "youtu.be/…" typed without a protocol gets https://
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return youtube(host === 'youtu.be' ? url.pathname.slice(1) : youtubeId(url));
  if (VIMEO_HOSTS.has(host)) return vimeo(host === 'player.vimeo.com' ? /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1] : /^\/(\d+)\/?$/.exec(url.pathname)?.[1]);
  return null;
}

function youtubeId(url: URL): string | undefined {
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname)?.[1];
}

function youtube(id: string | undefined): AgentVideo | null {
  if (!id || !YOUTUBE_ID.test(id)) return null;
  // Autoplay: the iframe only exists once the visitor pressed play on our facade.
  return { kind: 'youtube', id, provider: 'YouTube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` };
}

function vimeo(id: string | undefined): AgentVideo | null {
  if (!id || !VIMEO_ID.test(id)) return null;
  return { kind: 'vimeo', id, provider: 'Vimeo', embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` };
}
