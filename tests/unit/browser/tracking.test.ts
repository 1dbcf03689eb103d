/**
 * @jest-environment jsdom
 */
import { apiGet } from '@/lib/api/client';
import { isNetworkError } from '@/lib/api/errors';
import { reconnectQueue } from '@/lib/api/reconnect';
import { noteApiTimeout, onApiTimeout, type TimeoutNote } from '@/lib/api/timeout-reports';
import { conversionPixelUrl, fireAdConversion, numericConversionId, sendTo } from '@/lib/browser/ad-conversion';
import { COOKIE_MAX_AGE_SECONDS } from '@/lib/auth/cookies';
import { installErrorReporter } from '@/lib/browser/error-reporter-install';
import { checkPageUrl, checkThirdPartyCookies, readCheckMessage, THIRD_PARTY_MESSAGE, usableCheckOrigin } from '@/lib/browser/third-party-cookies';
import { formatVisit, parseVisit, pushVisitEvent, touchVisit, trackVisits, VISIT_TIMEOUT_S } from '@/lib/browser/visits';
import { parentOrigin, thirdPartyCheckHtml, thirdPartyCheckPolicy } from '@/lib/http/third-party-check-page';

// SPEC §4 Other: "A hidden iframe checks third-party cookie support and waits for message
// MM:3PCsupported; ad conversion pixels fire with a conversion id and label."
// SPEC §3: gaVisit, gaRegisteredVisit ("Default lifetime 10 years, SameSite lax").
// SPEC §8: "Message containing '0ms' is reported and becomes 'Network Error'".

const CHECK = 'https://check.example.com';

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  clearCookies();
  jest.restoreAllMocks();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('third-party-cookie check', () => {
  const frame = {} as MessageEventSource;
  const message = (data: unknown, origin = CHECK, source: MessageEventSource | null = frame) => ({ data, origin, source });

  test('only our iframe from the check origin, saying MM:3PCsupported with a boolean, is believed', () => {
    expect(readCheckMessage(message({ type: THIRD_PARTY_MESSAGE, supported: true }), CHECK, frame)).toBe(true);
    expect(readCheckMessage(message({ type: 'MM:3PCsupported', supported: false }), CHECK, frame)).toBe(false);
    expect(readCheckMessage(message({ type: THIRD_PARTY_MESSAGE, supported: true }, 'https://evil.example'), CHECK, frame)).toBeNull();
    expect(readCheckMessage(message({ type: THIRD_PARTY_MESSAGE, supported: true }, CHECK, {} as MessageEventSource), CHECK, frame)).toBeNull();
    expect(readCheckMessage(message({ type: THIRD_PARTY_MESSAGE, supported: true }), CHECK, null)).toBeNull();
    expect(readCheckMessage(message({ type: THIRD_PARTY_MESSAGE, supported: 'yes' }), CHECK, frame)).toBeNull();
    expect(readCheckMessage(message('MM:3PCsupported'), CHECK, frame)).toBeNull();
    expect(readCheckMessage(message(null), CHECK, frame)).toBeNull();
  });

  test('the check runs only for an http(s) origin other than the page’s', () => {
    expect(usableCheckOrigin('https://check.example.com/any/path', 'https://site.example')).toBe(CHECK);
    expect(usableCheckOrigin('https://site.example', 'https://site.example')).toBeNull();
    expect(usableCheckOrigin(null, 'https://site.example')).toBeNull();
    expect(usableCheckOrigin('javascript:alert(1)', 'https://site.example')).toBeNull();
    expect(usableCheckOrigin('not a url', 'https://site.example')).toBeNull();
    expect(checkPageUrl(CHECK, 'http://localhost:3000')).toBe(`${CHECK}/api/third-party-cookie-check?parent=http%3A%2F%2Flocalhost%3A3000`);
  });

  test('a hidden iframe waits for its answer and is removed; no answer in time counts as false', async () => {
    const pending = checkThirdPartyCookies(CHECK);
    const iframe = document.querySelector('iframe');
    expect(iframe).not.toBeNull();
    expect(iframe?.hidden).toBe(true);
    expect(iframe?.src).toBe(checkPageUrl(CHECK, window.location.origin));
    // A message from elsewhere first: ignored.
    window.dispatchEvent(new MessageEvent('message', { data: { type: THIRD_PARTY_MESSAGE, supported: true }, origin: 'https://evil.example', source: iframe?.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: THIRD_PARTY_MESSAGE, supported: true }, origin: CHECK, source: iframe?.contentWindow }));
    await expect(pending).resolves.toBe(true);
    expect(document.querySelector('iframe')).toBeNull();

    jest.useFakeTimers();
    try {
      const silent = checkThirdPartyCookies(CHECK, window, 5000);
      jest.advanceTimersByTime(5000);
      await expect(silent).resolves.toBe(false);
      expect(document.querySelector('iframe')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the check page: framed only by the named parent, its one script allowed by hash, posting to that parent', () => {
    expect(parentOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    expect(parentOrigin('http://localhost:3000/path')).toBeNull();
    expect(parentOrigin("https://a.example 'unsafe-inline'")).toBeNull();
    expect(parentOrigin('javascript:alert(1)')).toBeNull();
    expect(parentOrigin('*')).toBeNull();
    const policy = thirdPartyCheckPolicy('https://site.example');
    expect(policy).toMatch(/frame-ancestors https:\/\/site\.example$/);
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe');
    const html = thirdPartyCheckHtml();
    expect(html).toContain("postMessage({type:'MM:3PCsupported',supported:supported},parent)");
    expect(html).toContain('SameSite=None; Secure');
  });
});

describe('ad conversion pixel', () => {
  const conversion = { id: 'AW-123456789', label: 'AbC-d_e' };

  test('the pixel URL carries the numeric id and label, guid=ON and script=0, and the gclid when given', () => {
    expect(numericConversionId('AW-123456789')).toBe('123456789');
    expect(numericConversionId('987')).toBe('987');
    expect(numericConversionId('G-ABC')).toBeNull();
    expect(conversionPixelUrl(conversion)).toBe('https://www.googleadservices.com/pagead/conversion/123456789/?label=AbC-d_e&guid=ON&script=0');
    expect(conversionPixelUrl(conversion, 'Cj0K&x=1')).toBe('https://www.googleadservices.com/pagead/conversion/123456789/?label=AbC-d_e&guid=ON&script=0&gclid=Cj0K%26x%3D1');
    expect(conversionPixelUrl({ id: 'G-ABC', label: 'x' })).toBeNull();
    expect(sendTo(conversion)).toBe('AW-123456789/AbC-d_e');
    expect(sendTo({ id: '987', label: 'L' })).toBe('AW-987/L');
  });

  test('fired: gtag conversion event and the image; gclid only when third-party cookies are not known to work', () => {
    document.cookie = 'gclid=CLICK123; Path=/';
    const gtag = jest.fn();
    Object.assign(window, { gtag });
    const images: string[] = [];
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const img = document.createElement('img');
      Object.defineProperty(img, 'src', { set: (v: string) => images.push(v) });
      return img;
    });
    expect(fireAdConversion(true, conversion)).not.toContain('gclid');
    expect(fireAdConversion(false, conversion)).toContain('&gclid=CLICK123');
    expect(fireAdConversion(null, conversion)).toContain('&gclid=CLICK123');
    expect(images).toHaveLength(3);
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-123456789/AbC-d_e' });
    expect(fireAdConversion(false, null)).toBeNull();
    expect(images).toHaveLength(3);
    Reflect.deleteProperty(window, 'gtag');
  });
});

describe('gaVisit and gaRegisteredVisit', () => {
  const T = 1_764_150_000;

  test('a visit is "<number>.<last activity>": the same within 30 minutes, the next after', () => {
    expect(touchVisit(null, T)).toEqual({ visit: { number: 1, lastActivity: T }, isNew: true });
    const first = { number: 1, lastActivity: T };
    expect(touchVisit(first, T + VISIT_TIMEOUT_S - 1)).toEqual({ visit: { number: 1, lastActivity: T + VISIT_TIMEOUT_S - 1 }, isNew: false });
    expect(touchVisit(first, T + VISIT_TIMEOUT_S)).toEqual({ visit: { number: 2, lastActivity: T + VISIT_TIMEOUT_S }, isNew: true });
    // A clock set back is the same visit, not a new one.
    expect(touchVisit(first, T - 600)).toEqual({ visit: first, isNew: false });
    expect(formatVisit({ number: 3, lastActivity: T })).toBe(`3.${T}`);
    expect(parseVisit(`3.${T}`)).toEqual({ number: 3, lastActivity: T });
    for (const bad of [null, '', 'x', '0.1', '3', '-1.5', '1.2.3', `3.${T}x`]) expect(parseVisit(bad)).toBeNull();
  });

  test('cookies written for 10 years, SameSite=Lax, whole site; registered visits only while signed in; one event per new visit', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
      descriptor?.set?.call(document, v);
    });
    expect(trackVisits({ signedIn: false, tag: 'gtm', nowSeconds: T })).toEqual([{ event: 'visit', visit_number: 1, returning_visitor: false }]);
    expect(writes).toEqual([`gaVisit=1.${T}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`]);
    expect(COOKIE_MAX_AGE_SECONDS).toBe(10 * 365 * 24 * 3600);
    expect(trackVisits({ signedIn: true, tag: 'gtm', nowSeconds: T + 60 })).toEqual([{ event: 'registered_visit', visit_number: 1, returning_visitor: false }]);
    expect(trackVisits({ signedIn: true, tag: 'gtm', nowSeconds: T + 120 })).toEqual([]);
    const later = T + 120 + VISIT_TIMEOUT_S;
    expect(trackVisits({ signedIn: true, tag: 'gtm', nowSeconds: later })).toEqual([
      { event: 'visit', visit_number: 2, returning_visitor: true },
      { event: 'registered_visit', visit_number: 2, returning_visitor: true },
    ]);
    expect(document.cookie).toContain(`gaVisit=2.${later}`);
    expect(document.cookie).toContain(`gaRegisteredVisit=2.${later}`);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(4);
  });

  test('Tag Manager gets a plain object; gtag alone gets a gtag() call (an arguments object)', () => {
    const win = {} as Window & { dataLayer?: unknown[] };
    pushVisitEvent({ event: 'visit', visit_number: 2, returning_visitor: true }, 'gtm', win);
    expect(win.dataLayer?.[0]).toEqual({ event: 'visit', visit_number: 2, returning_visitor: true });
    pushVisitEvent({ event: 'visit', visit_number: 2, returning_visitor: true }, 'gtag', win);
    const call = win.dataLayer?.[1] as IArguments;
    expect(Object.prototype.toString.call(call)).toBe('[object Arguments]');
    expect([...Array.from(call)]).toEqual(['event', 'visit', { visit_number: 2, returning_visitor: true }]);
  });
});

describe("'0ms' time-outs are reported (SPEC §8)", () => {
  test('a call failing with "…0ms…" is noted once (not per retry) and still becomes Network Error', async () => {
    const notes: TimeoutNote[] = [];
    const stop = onApiTimeout((n) => notes.push(n));
    const fetchMock = jest.fn().mockRejectedValue(new Error('timeout of 30000ms exceeded'));
    Object.assign(globalThis, { fetch: fetchMock });
    try {
      const call = apiGet('/properties/search', { q: 'secret' });
      await new Promise((r) => setTimeout(r, 0));
      // Both the call and the immediate retry failed; it now waits in the reconnect queue.
      expect(fetchMock).toHaveBeenCalledTimes(2);
      reconnectQueue.dismiss();
      const error = await call.catch((e: unknown) => e);
      expect(isNetworkError(error)).toBe(true);
      expect(notes).toEqual([{ method: 'GET', path: '/api/properties/search', message: 'timeout of 30000ms exceeded' }]);
      // Other network failures are not time-outs; the reporter's own endpoint is never reported.
      noteApiTimeout('GET', '/api/x', new TypeError('Failed to fetch'));
      noteApiTimeout('POST', '/api/errors', new Error('timeout of 100ms exceeded'));
      expect(notes).toHaveLength(1);
    } finally {
      stop();
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });

  test('the installed error reporter sends it to /api/errors', async () => {
    const posted: { url: string; body: { message: string } }[] = [];
    Object.assign(globalThis, {
      fetch: jest.fn(async (url: string, init: RequestInit) => {
        posted.push({ url, body: JSON.parse(String(init.body)) as { message: string } });
        return { status: 202, headers: new Headers() };
      }),
    });
    const uninstall = installErrorReporter('site');
    try {
      noteApiTimeout('GET', 'http://localhost/api/properties/search?q=1', new Error('timeout of 30000ms exceeded'));
      await new Promise((r) => setTimeout(r, 0));
      expect(posted).toHaveLength(1);
      expect(posted[0]?.url).toBe('/api/errors');
      expect(posted[0]?.body.message).toBe('API call timed out: GET /api/properties/search: timeout of 30000ms exceeded');
    } finally {
      uninstall();
      Reflect.deleteProperty(globalThis, 'fetch');
    }
  });
});
