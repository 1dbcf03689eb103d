'use client';

import { useEffect } from 'react';

/** SPEC §4/§9: the previous scroll position comes back 100 ms after the last lock is released. */
export const SCROLL_RESTORE_DELAY_MS = 100;

/**
 * Shared by every lock on the page (filters panel, info modal, calculator …): the body is
 * fixed once, by the first, and released once, after the last, so stacked modals never
 * record a position that is itself a lock's artefact.
 */
const state = {
  count: 0,
  scrollY: 0,
  saved: null as Pick<CSSStyleDeclaration, 'overflow' | 'position' | 'top' | 'width'> | null,
  restoreTimer: null as ReturnType<typeof setTimeout> | null,
};

function lock(): void {
  state.count += 1;
  if (state.restoreTimer !== null) {
    // Locked again before the release finished: the body is still fixed at the old position.
    clearTimeout(state.restoreTimer);
    state.restoreTimer = null;
    return;
  }
  if (state.count > 1) return;
  const { style } = document.body;
  state.scrollY = window.scrollY;
  state.saved = { overflow: style.overflow, position: style.position, top: style.top, width: style.width };
  // position: fixed is what stops iOS Safari scrolling the page behind; top keeps the view where it was.
  style.overflow = 'hidden';
  style.position = 'fixed';
  style.top = `-${state.scrollY}px`;
  style.width = '100%';
}

function release(): void {
  const { style } = document.body;
  if (state.saved !== null) Object.assign(style, state.saved);
  state.saved = null;
  state.restoreTimer = null;
  window.scrollTo(0, state.scrollY);
}

function unlock(): void {
  state.count = Math.max(0, state.count - 1);
  if (state.count > 0) return;
  // The body stays fixed until the restore, so the page does not flash at the top meanwhile.
  state.restoreTimer = setTimeout(release, SCROLL_RESTORE_DELAY_MS);
}

/** Locks page scroll while `locked` is true (SPEC §4 "Other"). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    lock();
    return unlock;
  }, [locked]);
}
