/**
 * SPEC §4: "Page reloads on back/forward-cache restore except in Firefox." A page restored from
 * the back/forward cache shows what it showed when left: a heart, a count or the signed-in menu
 * may since have changed in another page, so it is loaded again. Firefox is left alone: it
 * restores its pages whole (form text included) and fires its own events, and a reload there
 * would throw away what the visitor had typed. SPEC names the browser, so the check is the
 * user agent's "Firefox/" token (Firefox on iOS says "FxiOS/" and is WebKit: it reloads).
 */
export function isFirefox(userAgent: string): boolean {
  return userAgent.includes('Firefox/');
}

/** Whether a pageshow should reload the page: only a restore from the cache, never in Firefox. */
export function shouldReloadOnRestore(persisted: boolean, userAgent: string): boolean {
  return persisted && !isFirefox(userAgent);
}

/** Listens for pageshow and reloads a restored page; returns the clean-up. */
export function reloadOnRestore(win: Window = window): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (shouldReloadOnRestore(event.persisted, win.navigator.userAgent)) win.location.reload();
  };
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}
