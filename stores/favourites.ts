'use client';

// SPEC §4 "Favourite toggle": a change shows on every heart of that home at once — the
// listing, similar homes and list items — whichever list rendered it.
import { create } from 'zustand';

interface FavouritesState {
  /** Hearts changed on this page since it loaded, by listing id. */
  changed: Record<number, boolean>;
  /** Unfavourite-all (or log-out): every heart off, whatever the page said. */
  allCleared: boolean;
  set: (id: number, on: boolean) => void;
  clearAll: () => void;
  /** A fresh page from the server knows the truth again. */
  reset: () => void;
}

export const useFavouritesStore = create<FavouritesState>()((set) => ({
  changed: {},
  allCleared: false,
  set: (id, on) => set((s) => ({ changed: { ...s.changed, [id]: on } })),
  clearAll: () => set({ changed: {}, allCleared: true }),
  reset: () => set({ changed: {}, allCleared: false }),
}));

/** Whether a home is a favourite now: the page's word unless changed since. */
export function useIsFavourite(id: number, fromPage: boolean): boolean {
  return useFavouritesStore((s) => s.changed[id] ?? (s.allCleared ? false : fromPage));
}
