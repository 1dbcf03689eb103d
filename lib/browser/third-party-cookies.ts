/**
 * SPEC §4: "A hidden iframe checks third-party cookie support and waits for message
 * MM:3PCsupported." The iframe is our own small page (app/api/third-party-cookie-check) served
 * from another origin (THIRD_PARTY_CHECK_ORIGIN); inside it a cookie is a third-party cookie, so
 * whether it can set and read one back is the answer. It posts
 * `{ type: 'MM:3PCsupported', supported: boolean }` to this page's origin.
 */
export const THIRD_PARTY_MESSAGE = 'MM:3PCsupported';
export const THIRD_PARTY_CHECK_PATH = '/api/third-party-cookie-check';
/** Without an answer by then (blocked, offline, a slow network) the browser counts as not keeping them. */
export const THIRD_PARTY_TIMEOUT_MS = 5000;
/** The answer is the browser's, not the page's: kept for the tab's session so each page does not load the iframe again. */
export const THIRD_PARTY_SESSION_KEY = 'thirdPartyCookies';

export interface ThirdPartyMessage {
  type: typeof THIRD_PARTY_MESSAGE;
  supported: boolean;
}

/** The check page's address for a parent page of `parentOrigin`. */
export function checkPageUrl(checkOrigin: string, parentOrigin: string): string {
  return `${checkOrigin}${THIRD_PARTY_CHECK_PATH}?parent=${encodeURIComponent(parentOrigin)}`;
}

/**
 * The answer a message carries, or null when it is not the check's: it must come from the check
 * origin and from our iframe's window (any other frame or tab could post the same words), and
 * have the shape above.
 */
export function readCheckMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  checkOrigin: string,
  frame: MessageEventSource | null,
): boolean | null {
  if (event.origin !== checkOrigin || frame === null || event.source !== frame) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, supported } = data as Partial<ThirdPartyMessage>;
  return type === THIRD_PARTY_MESSAGE && typeof supported === 'boolean' ? supported : null;
}

/** The check origin when it is a real http(s) origin other than this page's; else null (no check). */
export function usableCheckOrigin(configured: string | null | undefined, pageOrigin: string): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === pageOrigin ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Loads the hidden iframe and waits for its message; resolves with the answer, or false after
 * the time-out. Cleans up after itself either way.
 */
export function checkThirdPartyCookies(checkOrigin: string, win: Window = window, timeoutMs = THIRD_PARTY_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const doc = win.document;
    const frame = doc.createElement('iframe');
    frame.src = checkPageUrl(checkOrigin, win.location.origin);
    frame.title = 'Third-party cookie check';
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    const finish = (supported: boolean) => {
      win.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      resolve(supported);
    };
    const onMessage = (event: MessageEvent) => {
      const supported = readCheckMessage(event, checkOrigin, frame.contentWindow);
      if (supported !== null) finish(supported);
    };
    win.addEventListener('message', onMessage);
    const timer = setTimeout(() => finish(false), timeoutMs);
    doc.body.appendChild(frame);
  });
}

/** The tab's earlier answer, if any (sessionStorage may be unavailable: then there is none). */
export function rememberedAnswer(win: Window = window): boolean | null {
  try {
    const value = win.sessionStorage.getItem(THIRD_PARTY_SESSION_KEY);
    return value === '1' ? true : value === '0' ? false : null;
  } catch {
    return null;
  }
}

export function rememberAnswer(supported: boolean, win: Window = window): void {
  try {
    win.sessionStorage.setItem(THIRD_PARTY_SESSION_KEY, supported ? '1' : '0');
  } catch {
    // No storage: the next page checks again.
  }
}
