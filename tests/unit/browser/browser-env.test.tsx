/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { isFirefox, reloadOnRestore, shouldReloadOnRestore } from '@/lib/browser/bfcache';
import { installBrowserEnv, type EnvFlags } from '@/lib/browser/install-browser-env';
import { dispatchSignUpError, shouldReportSignUpError, signUpErrorDetail, SIGN_UP_ERROR_EVENT } from '@/lib/browser/sign-up-error';
import { PRIVATE_BROWSING_MESSAGE, storageAvailable } from '@/lib/browser/storage-check';
import { ApiError, networkError } from '@/lib/api/errors';
import { BrowserEnv } from '@/components/layout/browser-env';
import { MobileSearchBar } from '@/components/layout/mobile-search-bar';
import { initialBrowserEnv, MOBILE_FILTERS_QUERY, MOBILE_VIEW_QUERY, useBrowserEnv } from '@/stores/browser-env';
import messages from '@/messages/en.json';
import { renderWithIntl } from '../render';

// SPEC §4 Other: "Page reloads on back/forward-cache restore except in Firefox. Online/offline and
// mobile-view flags are tracked." "A signUpError event carries a detail put into state."
// SPEC §8 Private browsing.

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0';
const FIREFOX_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/145.0 Mobile/15E148 Safari/605.1.15';

/** jsdom has no matchMedia: queries whose answers a test changes. */
function mockMatchMedia(width: number) {
  const lists = new Map<string, { matches: boolean; listeners: Set<(e: MediaQueryListEvent) => void> }>();
  const answer = (query: string, w: number) => w <= Number(/max-width: (\d+)px/.exec(query)?.[1] ?? Infinity);
  const matchMedia = (query: string) => {
    const list = lists.get(query) ?? { matches: answer(query, width), listeners: new Set() };
    lists.set(query, list);
    return {
      get matches() { return list.matches; },
      media: query,
      addEventListener: (_: 'change', l: (e: MediaQueryListEvent) => void) => list.listeners.add(l),
      removeEventListener: (_: 'change', l: (e: MediaQueryListEvent) => void) => list.listeners.delete(l),
    };
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    resize(w: number) {
      for (const [query, list] of lists) {
        list.matches = answer(query, w);
        for (const l of list.listeners) l({ matches: list.matches, media: query } as MediaQueryListEvent);
      }
    },
    listenerCount: () => [...lists.values()].reduce((n, l) => n + l.listeners.size, 0),
  };
}

function install() {
  let flags: Partial<EnvFlags> = {};
  const queue = { retryNow: jest.fn() };
  const stop = installBrowserEnv({ set: (f) => { flags = { ...flags, ...f }; }, queue, mobileViewQuery: MOBILE_VIEW_QUERY, mobileFiltersQuery: MOBILE_FILTERS_QUERY });
  return { flags: () => flags, queue, stop };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
  useBrowserEnv.setState(initialBrowserEnv());
});

describe('bfcache restore (SPEC §4)', () => {
  test('reloads on a restore from the cache, never on a normal load, never in Firefox (FxiOS is WebKit: it reloads)', () => {
    expect(shouldReloadOnRestore(true, CHROME)).toBe(true);
    expect(shouldReloadOnRestore(false, CHROME)).toBe(false);
    expect(shouldReloadOnRestore(true, FIREFOX)).toBe(false);
    expect(shouldReloadOnRestore(true, FIREFOX_IOS)).toBe(true);
    expect([isFirefox(FIREFOX), isFirefox(CHROME), isFirefox(FIREFOX_IOS)]).toEqual([true, false, false]);
  });

  test('a pageshow with persisted reloads through location.reload', () => {
    const reload = jest.fn();
    const win = Object.assign(new EventTarget(), { navigator: { userAgent: CHROME }, location: { reload } }) as unknown as Window;
    const stop = reloadOnRestore(win);
    const show = (persisted: boolean) => win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
    show(false);
    expect(reload).not.toHaveBeenCalled();
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('online and mobile-view flags (SPEC §4)', () => {
  test('online follows the events, and coming back online retries the reconnect queue at once', () => {
    mockMatchMedia(1280);
    const { flags, queue, stop } = install();
    expect(flags().online).toBe(true);
    act(() => { window.dispatchEvent(new Event('offline')); });
    expect(flags().online).toBe(false);
    expect(queue.retryNow).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(flags().online).toBe(true);
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new Event('online'));
    expect(queue.retryNow).toHaveBeenCalledTimes(1);
  });

  test('mobileView is SPEC §9 mobile width (up to 759 px); mobileFilters the 760 px filter breakpoint', () => {
    const media = mockMatchMedia(1280);
    const { flags, stop } = install();
    expect(flags()).toMatchObject({ mobileView: false, mobileFilters: false });
    media.resize(760);
    expect(flags()).toMatchObject({ mobileView: false, mobileFilters: true });
    media.resize(759);
    expect(flags()).toMatchObject({ mobileView: true, mobileFilters: true });
    media.resize(375);
    expect(flags()).toMatchObject({ mobileView: true, mobileFilters: true });
    stop();
    expect(media.listenerCount()).toBe(0);
  });

  test('the store starts from the browser itself on the client, neutral without matchMedia', () => {
    expect(initialBrowserEnv()).toMatchObject({ online: true, mobileView: false, mobileFilters: true, thirdPartyCookies: null, storageAvailable: true, signUpError: null });
    mockMatchMedia(375);
    expect(initialBrowserEnv()).toMatchObject({ mobileView: true, mobileFilters: true });
  });
});

describe('the mobile layout uses mobileView', () => {
  test('the mobile menu drawer closes when the window stops being a phone’s (its bar is hidden above 759 px)', () => {
    useBrowserEnv.setState({ mobileView: true });
    // The menu inside asks Next for its router (to log out): a router that goes nowhere.
    const router = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() } as unknown as AppRouterInstance;
    renderWithIntl(
      <AppRouterContext.Provider value={router}>
        <MobileSearchBar logoUrl={null} siteName="Peconic Bay Homes" menuHtml="" phone={null} email={null} />
      </AppRouterContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    act(() => useBrowserEnv.setState({ mobileView: false }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('signUpError (SPEC §4)', () => {
  test("the event's detail goes into state", () => {
    const { flags, stop } = install();
    dispatchSignUpError(new ApiError('This e-mail is not valid', 422, {}), 'email');
    expect(flags().signUpError).toEqual({ step: 'email', status: 422, error: 'This e-mail is not valid' });
    // Anyone may dispatch it: the detail is kept as given.
    window.dispatchEvent(new CustomEvent(SIGN_UP_ERROR_EVENT, { detail: { custom: true } }));
    expect(flags().signUpError).toEqual({ custom: true });
    stop();
  });

  test('server faults and our own faults are reported; refusals, lost network and cancels are not', () => {
    expect(shouldReportSignUpError(signUpErrorDetail(new ApiError('Server error', 500, {}), 'email'))).toBe(true);
    expect(shouldReportSignUpError(signUpErrorDetail(new Error('missed token'), 'details'))).toBe(true);
    expect(shouldReportSignUpError(signUpErrorDetail(new ApiError('Invalid code', 422, {}), 'code'))).toBe(false);
    expect(shouldReportSignUpError(signUpErrorDetail(new ApiError('Too many', 429, {}), 'code'))).toBe(false);
    expect(shouldReportSignUpError(signUpErrorDetail(networkError(), 'email'))).toBe(false);
    expect(shouldReportSignUpError(signUpErrorDetail(new ApiError('Request cancelled', 499, {}), 'email'))).toBe(false);
  });
});

describe('private browsing (SPEC §8)', () => {
  test('the message is SPEC’s, word for word, in the catalogue', () => {
    expect(messages.BrowserEnv.privateBrowsing).toBe(PRIVATE_BROWSING_MESSAGE);
  });

  test('storage works in a normal window; a throwing localStorage, sessionStorage or cookies off make it unavailable', () => {
    expect(storageAvailable(window)).toBe(true);
    const throwing = { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } };
    const without = (key: 'localStorage' | 'sessionStorage') => Object.create(window, { [key]: throwing }) as Window;
    expect(storageAvailable(without('localStorage'))).toBe(false);
    expect(storageAvailable(without('sessionStorage'))).toBe(false);
    const full = { setItem() { throw new DOMException('QuotaExceededError', 'QuotaExceededError'); }, getItem: () => null, removeItem: () => undefined };
    expect(storageAvailable(Object.create(window, { localStorage: { value: full } }) as Window)).toBe(false);
    const noCookies = Object.create(window, { navigator: { value: { cookieEnabled: false } } }) as Window;
    expect(storageAvailable(noCookies)).toBe(false);
  });

  test('the notice shows while storage is unavailable and can be dismissed by keyboard for this page', async () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      renderWithIntl(<BrowserEnv thirdPartyCheckOrigin={null} />);
      // The notice's code loads when it is needed.
      const notice = await screen.findByRole('status');
      expect(notice).toHaveTextContent(PRIVATE_BROWSING_MESSAGE);
      const close = screen.getByRole('button', { name: 'Dismiss' });
      close.focus();
      fireEvent.click(close);
      expect(screen.queryByText(PRIVATE_BROWSING_MESSAGE)).not.toBeInTheDocument();
    } finally {
      spy.mockRestore();
    }
  });

  test('no notice when storage works', () => {
    renderWithIntl(<BrowserEnv thirdPartyCheckOrigin={null} />);
    // The notice loads lazily, so its absence alone proves little: the installer found storage working.
    expect(useBrowserEnv.getState().storageAvailable).toBe(true);
    expect(screen.queryByText(PRIVATE_BROWSING_MESSAGE)).not.toBeInTheDocument();
    expect(useBrowserEnv.getState().storageAvailable).toBe(true);
  });
});
