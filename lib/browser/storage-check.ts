/**
 * SPEC §8 "Private browsing": some private modes (older Safari, hardened browsers, cookies
 * switched off) throw on localStorage or sessionStorage, or keep no cookies. The site then
 * cannot keep a sign-in, hearts, filters or the viewed-homes list, so it says so once a page.
 */
export const PRIVATE_BROWSING_MESSAGE =
  'Private Browsing is unfortunately not supported on this site. Please visit the site in a regular browser for a better experience.';

const PROBE = '__storage_probe__';

/** A Web Storage area that can write, read back and remove; false when reaching it throws (a SecurityError) or a write fails (quota 0). */
function storageWorks(get: () => Storage | null | undefined): boolean {
  try {
    const storage = get();
    if (!storage) return false;
    storage.setItem(PROBE, '1');
    const ok = storage.getItem(PROBE) === '1';
    storage.removeItem(PROBE);
    return ok;
  } catch {
    return false;
  }
}

/** Cookies are on and a session cookie set now can be read back (a browser can say cookieEnabled and still drop them). */
function cookiesWork(doc: Document, nav: Navigator): boolean {
  try {
    if (nav.cookieEnabled === false) return false;
    doc.cookie = `${PROBE}=1; Path=/; SameSite=Lax`;
    const ok = doc.cookie.split('; ').includes(`${PROBE}=1`);
    doc.cookie = `${PROBE}=; Path=/; Max-Age=0; SameSite=Lax`;
    return ok;
  } catch {
    return false;
  }
}

/** True when localStorage, sessionStorage and cookies all work in this window. */
export function storageAvailable(win: Window = window): boolean {
  return storageWorks(() => win.localStorage) && storageWorks(() => win.sessionStorage) && cookiesWork(win.document, win.navigator);
}
