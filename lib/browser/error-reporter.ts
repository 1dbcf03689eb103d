/**
 * The browser's error reporter, its pure core (SPEC §8: "Error reporting ignores 'Script error'
 * and backs off after 400, 401, 429; limits 100 breadcrumbs, 50 stack frames, 250-character
 * URL"). No window here: error-reporter-install.ts wires it to the page, the unit tests drive
 * it with their own clock and sender.
 */

export const REPORT_LIMITS = { breadcrumbs: 100, frames: 50, url: 250, message: 1000, crumbText: 200 } as const;
/** Without a Retry-After, how long a 400/401/429 stops sending: five minutes. */
export const DEFAULT_BACKOFF_MS = 5 * 60_000;
/** The statuses that mean "stop sending for a while" (SPEC §8). */
export const BACKOFF_STATUSES: readonly number[] = [400, 401, 429];

export type CrumbKind = 'navigation' | 'click' | 'api';
export interface Breadcrumb {
  at: number;
  kind: CrumbKind;
  text: string;
}
export interface Frame {
  fn: string | null;
  file: string | null;
  line: number | null;
  column: number | null;
}
export interface ErrorPayload {
  surface: 'site' | 'crm';
  message: string;
  url: string;
  frames: Frame[];
  breadcrumbs: Breadcrumb[];
  release: string | null;
}

/** What the sender learnt: the answer's status and Retry-After (null when the sender could not see it, e.g. sendBeacon). */
export interface SendResult {
  status: number | null;
  retryAfter: string | null;
}

/**
 * 'Script error.' is all a browser says of an error in a script from another origin (no
 * message, no stack): nothing anyone could act on. Empty messages likewise.
 */
export function shouldIgnore(message: string): boolean {
  const text = message.trim();
  return text === '' || /^(uncaught )?script error\.?$/i.test(text);
}

/** Query parameters whose values are secrets or personal: their values are replaced. */
const SECRET_PARAM = /token|code|key|secret|password|passwd|pwd|auth|session|sig|jwt|otp|email|e-mail|phone/i;
const EMAIL = /[^\s@/?&=#]+@[^\s@/?&=#]+\.[^\s@/?&=#]+/g;

/**
 * A URL as a report may carry it: tokens and e-mail addresses out of the query string (the
 * parameter stays, its value becomes `[x]`), any e-mail elsewhere masked, the fragment
 * dropped, then cut to 250 characters.
 */
export function cleanUrl(raw: string): string {
  let text = raw;
  const hash = text.indexOf('#');
  if (hash >= 0) text = text.slice(0, hash);
  const q = text.indexOf('?');
  if (q >= 0) {
    const query = text
      .slice(q + 1)
      .split('&')
      .map((pair) => {
        const eq = pair.indexOf('=');
        if (eq < 0) return pair;
        const name = pair.slice(0, eq);
        let value = pair.slice(eq + 1);
        let decoded = value;
        try {
          decoded = decodeURIComponent(value.replace(/\+/g, ' '));
        } catch {
          // Not percent-encoded properly: judged as it is.
        }
        if (SECRET_PARAM.test(name) || EMAIL.test(decoded)) value = '[x]';
        EMAIL.lastIndex = 0;
        return `${name}=${value}`;
      })
      .join('&');
    text = `${text.slice(0, q)}?${query}`;
  }
  return text.replace(EMAIL, '[email]').slice(0, REPORT_LIMITS.url);
}

// Chrome/Edge/Node: "    at fn (file:1:2)", "    at file:1:2", "    at async fn (file:1:2)", and code run by
// eval: "    at fn (eval at outer (file:3:4), <anonymous>:1:2)", whose own place is after the last ", ".
const V8_CALL = /^\s*at\s+(?:async\s+)?(.*?)\s*\((.*)\)\s*$/;
const V8_BARE = /^\s*at\s+(?:async\s+)?(\S+)\s*$/;
// Firefox/Safari: "fn@file:1:2", "@file:1:2".
const GECKO_FRAME = /^\s*([^@]*)@(.+)$/;
const PLACE = /^(.*?):(\d+):(\d+)$/;

function frameOf(fn: string | null, place: string): Frame | null {
  const own = place.includes(', ') ? place.slice(place.lastIndexOf(', ') + 2) : place;
  const m = PLACE.exec(own.trim());
  if (!m) return null;
  return { fn: fn?.trim().slice(0, 200) || null, file: m[1] ? cleanUrl(m[1]) : null, line: Number(m[2]), column: Number(m[3]) };
}

/** A stack's frames, top first, at most 50; file URLs cleaned as any URL. Lines that are no frame are skipped. */
export function parseStack(stack: string | undefined | null): Frame[] {
  if (!stack) return [];
  const frames: Frame[] = [];
  for (const line of stack.split('\n')) {
    if (frames.length >= REPORT_LIMITS.frames) break;
    const call = V8_CALL.exec(line);
    const bare = call ? null : V8_BARE.exec(line);
    const gecko = call || bare || /^\s*at\s/.test(line) ? null : GECKO_FRAME.exec(line);
    const frame = call ? frameOf(call[1] ?? null, call[2] ?? '') : bare ? frameOf(null, bare[1] ?? '') : gecko ? frameOf(gecko[1] ?? null, gecko[2] ?? '') : null;
    if (frame) frames.push(frame);
  }
  return frames;
}

export const frameText = (f: Frame | undefined) => (f ? `${f.fn ?? '?'} (${f.file ?? '?'}:${f.line ?? '?'}:${f.column ?? '?'})` : '');

/** Seconds (or an HTTP date) of a Retry-After header, in ms from `now`; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

export interface ReporterOptions {
  surface: 'site' | 'crm';
  release: string | null;
  send: (payload: ErrorPayload) => Promise<SendResult>;
  now?: () => number;
}

/** A thrown value as message and stack (anything may be thrown, not only Errors). */
export function describeThrown(thrown: unknown): { message: string; stack: string | null } {
  if (thrown instanceof Error) return { message: `${thrown.name && thrown.name !== 'Error' ? `${thrown.name}: ` : ''}${thrown.message}`, stack: thrown.stack ?? null };
  if (typeof thrown === 'string') return { message: thrown, stack: null };
  try {
    return { message: `Non-error thrown: ${JSON.stringify(thrown)}`, stack: null };
  } catch {
    return { message: 'Non-error thrown', stack: null };
  }
}

/**
 * One page life's reporter: a ring of the last 100 breadcrumbs, each distinct error (message
 * and top frame) sent once, and after a 400, 401 or 429 answer nothing sent until Retry-After
 * (or five minutes) has passed.
 */
export class ErrorReporter {
  private crumbs: Breadcrumb[] = [];
  private seen = new Set<string>();
  private pausedUntil = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReporterOptions) {
    this.now = options.now ?? (() => Date.now());
  }

  breadcrumb(kind: CrumbKind, text: string): void {
    this.crumbs.push({ at: this.now(), kind, text: (kind === 'navigation' ? cleanUrl(text) : text.replace(EMAIL, '[email]')).slice(0, REPORT_LIMITS.crumbText) });
    if (this.crumbs.length > REPORT_LIMITS.breadcrumbs) this.crumbs.splice(0, this.crumbs.length - REPORT_LIMITS.breadcrumbs);
  }

  get breadcrumbs(): readonly Breadcrumb[] {
    return this.crumbs;
  }

  /** True while a 400/401/429 answer keeps the reporter quiet. */
  get backingOff(): boolean {
    return this.now() < this.pausedUntil;
  }

  /** The payload for an error, or null when it is ignored, already sent in this page life, or the reporter is backing off. */
  build(message: string, stack: string | null, url: string): ErrorPayload | null {
    if (shouldIgnore(message) || this.backingOff) return null;
    const frames = parseStack(stack);
    const text = message.trim().slice(0, REPORT_LIMITS.message);
    const key = `${text}\n${frameText(frames[0])}`;
    if (this.seen.has(key)) return null;
    this.seen.add(key);
    return { surface: this.options.surface, message: text, url: cleanUrl(url), frames, breadcrumbs: [...this.crumbs], release: this.options.release };
  }

  /** Builds and sends; the answer decides whether to back off. Never throws (a reporter that fails must not add errors). */
  async capture(thrown: unknown, url: string): Promise<ErrorPayload | null> {
    const { message, stack } = describeThrown(thrown);
    const payload = this.build(message, stack, url);
    if (!payload) return null;
    try {
      this.answered(await this.options.send(payload));
    } catch {
      // Offline or blocked: this error is lost, the next one tries again.
    }
    return payload;
  }

  answered(result: SendResult): void {
    if (result.status === null || !BACKOFF_STATUSES.includes(result.status)) return;
    const now = this.now();
    this.pausedUntil = now + (retryAfterMs(result.retryAfter, now) ?? DEFAULT_BACKOFF_MS);
  }
}
