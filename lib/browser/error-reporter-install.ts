/**
 * Wires the error reporter (error-reporter.ts) to the page: window 'error' and
 * 'unhandledrejection', breadcrumbs of navigations (history and back/forward), clicks (which
 * element, never what was typed) and API calls (lib/api/call-log.ts). One reporter per page
 * life, whichever of the site and the CRM installed it first.
 */
import { onApiCall } from '@/lib/api/call-log';
import { onApiTimeout } from '@/lib/api/timeout-reports';
import { ErrorReporter, type ErrorPayload, type SendResult } from './error-reporter';

export const ERRORS_ENDPOINT = '/api/errors';

let installed: { reporter: ErrorReporter; uninstall: () => void } | null = null;

/** Sends with fetch keepalive (it outlives an unloading page, and we see the status); sendBeacon when fetch is missing. */
async function send(payload: ErrorPayload): Promise<SendResult> {
  const body = JSON.stringify(payload);
  if (typeof fetch !== 'function') {
    navigator.sendBeacon?.(ERRORS_ENDPOINT, new Blob([body], { type: 'application/json' }));
    return { status: null, retryAfter: null };
  }
  const response = await fetch(ERRORS_ENDPOINT, {
    method: 'POST',
    keepalive: body.length < 60_000,
    credentials: 'same-origin',
    // The CSRF header every write needs (DESIGN §8).
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body,
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
}

/** An element in a few words: its tag, and its id, name, label or short text; an input's value never. */
export function describeElement(element: Element | null): string {
  if (!element) return 'unknown';
  const target = element.closest('a, button, input, select, textarea, label, [role="button"], [role="link"], summary') ?? element;
  const tag = target.tagName.toLowerCase();
  const bits = [tag];
  if (target.id) bits.push(`#${target.id}`);
  const name = target.getAttribute('name');
  if (name) bits.push(`[name=${name}]`);
  const label = target.getAttribute('aria-label');
  const typed = tag === 'input' || tag === 'textarea' || tag === 'select' || (target as HTMLElement).isContentEditable;
  const text = label ?? (typed ? '' : (target.textContent ?? '').trim().replace(/\s+/g, ' '));
  if (text) bits.push(`"${text.slice(0, 40)}"`);
  return bits.join(' ');
}

/** Reports an error the page caught itself (a sign-up's server fault, lib/browser/sign-up-error.ts); nothing before the reporter is installed. */
export function reportCaughtError(thrown: unknown): void {
  if (installed) void installed.reporter.capture(thrown, window.location.href);
}

export function installErrorReporter(surface: 'site' | 'crm'): () => void {
  if (installed) return () => undefined;
  const reporter = new ErrorReporter({ surface, release: null, send });
  const onError = (event: ErrorEvent) => void reporter.capture(event.error ?? event.message, window.location.href);
  const onRejection = (event: PromiseRejectionEvent) => void reporter.capture(event.reason, window.location.href);
  const onClick = (event: MouseEvent) => reporter.breadcrumb('click', describeElement(event.target instanceof Element ? event.target : null));
  const onPop = () => reporter.breadcrumb('navigation', window.location.href);
  const stopApi = onApiCall((c) => reporter.breadcrumb('api', `${c.method} ${c.path} → ${c.status}`));
  // SPEC §8: a call that timed out ('0ms') is reported, though the visitor only sees the reconnect banner.
  const stopTimeouts = onApiTimeout((t) => void reporter.capture(new Error(`API call timed out: ${t.method} ${t.path}: ${t.message}`), window.location.href));
  // The App Router navigates with history.pushState/replaceState: each is a navigation crumb.
  const { pushState, replaceState } = window.history;
  window.history.pushState = function (...args: Parameters<History['pushState']>) {
    pushState.apply(this, args);
    reporter.breadcrumb('navigation', window.location.href);
  };
  window.history.replaceState = function (...args: Parameters<History['replaceState']>) {
    replaceState.apply(this, args);
    reporter.breadcrumb('navigation', window.location.href);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('click', onClick, { capture: true });
  window.addEventListener('popstate', onPop);
  reporter.breadcrumb('navigation', window.location.href);
  const uninstall = () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('popstate', onPop);
    window.history.pushState = pushState;
    window.history.replaceState = replaceState;
    stopApi();
    stopTimeouts();
    installed = null;
  };
  installed = { reporter, uninstall };
  return uninstall;
}
