'use client';

import { apiPost } from '@/lib/api/client';
import { fireAdConversion } from '@/lib/browser/ad-conversion';
import { readCookie } from '@/lib/browser/cookies';
import { SIGN_UP_FREQUENCY } from '@/lib/ealerts/frequencies';
import { readViewedHouses, VIEWED_HOUSES_COOKIE } from '@/lib/property/viewed-houses';
import { CRITERIA_PRIORITY } from '@/lib/search/criteria-priority';
import { ApiError } from '@/lib/api/errors';
import { estimatePath } from '@/lib/seller/paths';
import { postAddress } from '@/lib/seller/post-address';
import { lastSearchCriteria, saveLastSearch } from '@/lib/leads/background-search';
import { useFavouritesStore } from '@/stores/favourites';
import { useFlashStore } from '@/stores/flash';
import type { LeadProfile } from '@/lib/leads/session-lead';
import type { SignUpRequest, SignUpType } from '@/lib/leads/sign-up-request';
import { useSessionStore } from '@/stores/session';
import { useBrowserEnv } from '@/stores/browser-env';

export const SEARCH_SAVED = 'Your search has been saved';

/** SPEC §4: how the visitor signed up says how strongly the last search is what they want. */
const PRIORITY_BY_TYPE: Record<SignUpType, keyof typeof CRITERIA_PRIORITY> = {
  saveFilters: 'saveButton',
  saveFavourites: 'favoritedHome',
  visitHouse: 'viewedHome',
  moreImages: 'viewedHome',
  propertyPrice: 'viewedHome',
};

/**
 * SPEC §8 generate_lead: a new lead, for the company's analytics (when its tags are on the page);
 * and SPEC §4's ad conversion pixel with the company's conversion id and label, the gclid along
 * unless third-party cookies are known to work (lib/browser/ad-conversion.ts).
 */
export function reportNewLead(): void {
  const w = window as unknown as { gtag?: (...args: unknown[]) => void };
  w.gtag?.('event', 'generate_lead');
  fireAdConversion(useBrowserEnv.getState().thirdPartyCookies);
}

/**
 * SPEC §4 "After login", as soon as the visitor holds a token (step 1, or a code): the
 * lead's data in the session, fresh hearts, the homes viewed before become viewed homes,
 * and the search is recorded in the background by how the visitor signed up. Best-effort:
 * the sign-in itself has succeeded.
 */
export async function afterSignIn(profile: LeadProfile, request: SignUpRequest): Promise<void> {
  useSessionStore.getState().setProfile(profile);
  // The page is about to be rendered again for this lead: its hearts are the truth now.
  useFavouritesStore.getState().reset();
  const work: Promise<unknown>[] = [];
  const viewed = readViewedHouses(readCookie(VIEWED_HOUSES_COOKIE));
  if (viewed.length > 0) work.push(apiPost('/leads/me/viewed', { ids: viewed }));
  const criteria = request.criteria ?? lastSearchCriteria();
  if (Object.keys(criteria).length > 0) work.push(saveLastSearch(PRIORITY_BY_TYPE[request.type], criteria));
  await Promise.allSettled(work);
}

/**
 * propertyPrice: the seller's address is saved (and valued) now, and the page to go to is the
 * estimate's. A failure is told in the flash message; the address form still holds the text.
 */
async function estimateAddress(address: string): Promise<string | null> {
  try {
    return estimatePath(await postAddress(address));
  } catch (e) {
    useFlashStore.getState().show(e instanceof ApiError ? e.message : 'Your address could not be saved. Please try again.', { kind: 'error' });
    return null;
  }
}

/**
 * What the visitor signed up for, once fully signed up (SPEC §6: favourites and saved
 * searches are for fully authorised leads): the home being favourited is favourited; signing
 * up from the save button saves the search as an e-alert at SPEC's index-2 frequency; signing
 * up for a home's estimate saves the address. Answers the page to go to next, if any (else
 * the current page is rendered again).
 */
export async function afterFullSignUp(request: SignUpRequest): Promise<string | null> {
  const next = request.type === 'propertyPrice' && request.address ? estimateAddress(request.address) : Promise.resolve(null);
  const work: Promise<unknown>[] = [];
  if (request.type === 'saveFavourites' && request.propertyId) {
    const id = request.propertyId;
    work.push(
      apiPost<{ data: { count: number } }>(`/properties/${id}/fave`).then(({ data }) => {
        useFavouritesStore.getState().set(id, true);
        useSessionStore.getState().setFavouritesCount(data.count);
      }),
    );
  }
  const criteria = request.criteria ?? lastSearchCriteria();
  // Nothing searched yet (the form opened from /saved-searches, say): no alert for every home.
  if (request.type === 'saveFilters' && Object.keys(criteria).length > 0) {
    work.push(
      apiPost('/leads/me/e-alerts', { ealert: { criteria, frequency: SIGN_UP_FREQUENCY } }).then(() => {
        useSessionStore.setState((s) => ({ eAlertsCount: s.eAlertsCount + 1 }));
        useFlashStore.getState().show(SEARCH_SAVED, { kind: 'success' });
      }),
    );
  }
  await Promise.allSettled(work);
  return next;
}
