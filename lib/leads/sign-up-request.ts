// What opens the sign-up form and what it carries (SPEC §4): plain types shared by the
// sign-up store, the client's after-sign-in steps and the registration API.

/** Why the form opened: it changes the form's headline and what happens after sign-up. */
export const SIGN_UP_TYPES = ['visitHouse', 'saveFilters', 'saveFavourites', 'moreImages', 'propertyPrice'] as const;
export type SignUpType = (typeof SIGN_UP_TYPES)[number];

export function toSignUpType(value: unknown): SignUpType | null {
  return SIGN_UP_TYPES.find((type) => type === value) ?? null;
}

export interface SignUpRequest {
  type: SignUpType;
  /** The listing the visitor was looking at: kept for after sign-up (SPEC §4). */
  propertyId?: number | null;
  propertyPrice?: number | null;
  /** saveFilters: the search on screen, saved as an e-alert once the visitor has signed up. */
  criteria?: Record<string, string>;
  /** propertyPrice: the seller's address, saved and estimated once the visitor has signed up. */
  address?: string;
  /** A co-buyer invitation token from `?cobuyer=`. */
  cobuyer?: string | null;
  /** Which step to open at (lead confirmation opens at 2 when only the phone is missing). */
  step?: 1 | 2;
  /** Lead confirmation: close after step 1 (only the e-mail needed confirming). */
  emailOnly?: boolean;
  /** Lead confirmation (SPEC §4): the signed-in lead corrects a contact the server could not reach. */
  confirm?: boolean;
}
