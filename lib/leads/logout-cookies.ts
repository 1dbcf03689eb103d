import { CRITERIA_PRIORITY_COOKIE, SELECTED_FILTERS_COOKIE } from '@/lib/auth/cookies';
import { VIEWED_HOUSES_COOKIE } from '@/lib/property/viewed-houses';

export const NEED_TO_CONFIRM_PHONE_COOKIE = 'needToConfirmPhone';

/** SPEC §4 "Logout … clears stored data": what the browser kept about this person's searching. */
export const LOGOUT_COOKIES = [NEED_TO_CONFIRM_PHONE_COOKIE, VIEWED_HOUSES_COOKIE, CRITERIA_PRIORITY_COOKIE, SELECTED_FILTERS_COOKIE];
