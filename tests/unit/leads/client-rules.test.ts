import { ApiError } from '@/lib/api/errors';
import { freeHouses, pastFreeHouses } from '@/lib/leads/free-houses';
import { leadChanged } from '@/lib/leads/lead-changed';
import { cookiesFromQuery } from '@/lib/leads/query-cookies';
import { fieldOfError } from '@/lib/leads/sign-up-errors';
import { useFavouritesStore } from '@/stores/favourites';
import type { LeadProfile, SessionLead } from '@/lib/leads/session-lead';
import { toSignUpType } from '@/lib/leads/sign-up-request';
import { fullyAuthorized, useSessionStore } from '@/stores/session';
import { openSignUp, useSignUpStore } from '@/stores/sign-up';

const profile = (overrides: Partial<LeadProfile> = {}): LeadProfile => ({
  id: 7, firstName: 'Pat', lastName: 'Lee', fullName: 'Pat Lee', email: 'pat@example.com', emailStatus: 'valid', phone: '+16315550142', phoneStatus: 'valid',
  completed: true, agentId: null, hasCoBuyer: false, relatedLeadFirstName: null, isEngaged: false, stage: 'new',
  favourites: { data: { total: 2 } }, eAlerts: { data: { total: 1 } }, ...overrides,
});

describe('arrival cookies (SPEC §2–§4)', () => {
  test('fp, gclid, fh, callcheck and referrer are kept; numbers only where numbers are meant', () => {
    expect(cookiesFromQuery(new URLSearchParams('fp=5&gclid=abc&fh=2&callcheck=1&referrer=google&q=x'), false)).toEqual([
      ['fp', '5'], ['gclid', 'abc'], ['fh', '2'], ['callcheck', '1'], ['referrer', 'google'],
    ]);
    expect(cookiesFromQuery(new URLSearchParams('fp=all&fh=-1'), false)).toEqual([]);
    expect(cookiesFromQuery(new URLSearchParams(`gclid=${'x'.repeat(201)}`), false)).toEqual([]);
  });
  test('fh is 0 for a partially authorised visitor arriving from an e-alert', () => {
    expect(cookiesFromQuery(new URLSearchParams('referrer=e-alert&fh=9'), true)).toEqual([['referrer', 'e-alert'], ['fh', '0']]);
    expect(cookiesFromQuery(new URLSearchParams('referrer=e-alert&fh=9'), false)).toEqual([['fh', '9'], ['referrer', 'e-alert']]);
  });
});

describe('sign-up errors (SPEC §5: 422 marks e-mail when the text mentions email, otherwise phone)', () => {
  const error = (status: number, message: string, errors?: Record<string, string>) => new ApiError(message, status, { status, body: { error: message, errors } });
  test('the field the server names wins', () => {
    expect(fieldOfError(error(422, 'Names can be at most 255 characters', { 'lead.lastName': 'x' }), 'details')).toBe('lastName');
  });
  test('otherwise by the text', () => {
    expect(fieldOfError(error(422, 'Please enter a valid email address'), 'email')).toBe('email');
    expect(fieldOfError(error(422, 'Invalid number'), 'email')).toBe('phone');
  });
  test('a refused code marks the code; other failures no field', () => {
    expect(fieldOfError(error(401, 'That code has expired'), 'code')).toBe('code');
    expect(fieldOfError(error(500, 'Server error'), 'email')).toBeNull();
  });
});

describe('session, sign-up and favourites stores', () => {
  test('a profile signs in; counts come from it; clear forgets all', () => {
    useSessionStore.getState().setProfile(profile());
    expect(useSessionStore.getState()).toMatchObject({ userAuthorized: true, favouritesCount: 2, eAlertsCount: 1, lead: { id: 7 } });
    expect(fullyAuthorized(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().setNeedToConfirmPhone(true);
    expect(fullyAuthorized(useSessionStore.getState())).toBe(false);
    useSessionStore.getState().setFavouritesCount(-1);
    expect(useSessionStore.getState().favouritesCount).toBe(0);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ userAuthorized: false, lead: null, favouritesCount: 0, eAlertsCount: 0, needToConfirmPhone: false });
  });
  test('a changed field of the token means a refresh (SPEC §4)', () => {
    const lead: SessionLead = profile();
    expect(leadChanged(lead, { ...lead })).toBe(false);
    expect(leadChanged(lead, { ...lead, phoneStatus: 'bad_number' })).toBe(true);
    expect(leadChanged(lead, { ...lead, agentId: 3 })).toBe(true);
  });
  test('the sign-up form keeps its last request for #signup', () => {
    openSignUp('saveFavourites', { propertyId: 12 });
    expect(useSignUpStore.getState().request).toEqual({ type: 'saveFavourites', propertyId: 12 });
    useSignUpStore.getState().close();
    expect(useSignUpStore.getState()).toMatchObject({ request: null, last: { type: 'saveFavourites', propertyId: 12 } });
    expect(toSignUpType('moreImages')).toBe('moreImages');
    expect(toSignUpType('admin')).toBeNull();
  });
  test('a heart changed once shows everywhere; unfavourite-all clears the rest', () => {
    const s = useFavouritesStore.getState();
    s.set(5, true);
    expect(useFavouritesStore.getState().changed[5]).toBe(true);
    s.clearAll();
    expect(useFavouritesStore.getState()).toMatchObject({ changed: {}, allCleared: true });
    s.reset();
    expect(useFavouritesStore.getState().allCleared).toBe(false);
  });
});

describe('free houses (cookie fh)', () => {
  test('no cookie: no allowance; past the allowance the visitor is asked to sign up', () => {
    expect(freeHouses(null)).toBeNull();
    expect(freeHouses('x')).toBeNull();
    expect(pastFreeHouses(40, null)).toBe(false);
    expect(pastFreeHouses(2, '2')).toBe(false);
    expect(pastFreeHouses(3, '2')).toBe(true);
    expect(pastFreeHouses(1, '0')).toBe(true);
  });
});
