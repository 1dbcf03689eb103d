// Kept apart from contact.ts: the browser needs these rules on every page, not the phone library.

/** SPEC §5 confirmation errors: shown when a lead's stored e-mail or phone could not be reached. */
export const EMAIL_CONFIRMATION_ERROR = "We couldn't deliver our verification email to that address. Please check your input for typos & try again.";
export const PHONE_CONFIRMATION_ERROR = "We couldn't deliver our verification text to that number. Please check your input for typos & try again.";

/** SPEC §4 "Lead confirmation": what a signed-in lead still has to confirm. */
export interface ConfirmationLead {
  email: string | null;
  emailStatus: string;
  phone: string | null;
  phoneStatus: string;
  firstName: string | null;
  lastName: string | null;
}

export function needsEmailConfirmation(lead: ConfirmationLead): boolean {
  return !lead.email || lead.emailStatus === 'invalid_address';
}

export function needsPhoneConfirmation(lead: ConfirmationLead): boolean {
  return Boolean(lead.firstName && lead.lastName) && (!lead.phone || lead.phoneStatus === 'bad_number');
}

/**
 * Where the sign-up form opens for a lead that must confirm (SPEC §4): both → step 1 then 2;
 * only the e-mail → step 1, closing after it; only the phone → step 2 without name inputs.
 */
export function confirmationStep(lead: ConfirmationLead): { step: 1 | 2; emailOnly: boolean } | null {
  const email = needsEmailConfirmation(lead);
  const phone = needsPhoneConfirmation(lead);
  if (email && phone) return { step: 1, emailOnly: false };
  if (email) return { step: 1, emailOnly: true };
  if (phone) return { step: 2, emailOnly: false };
  return null;
}

/** A lead is fully authorised when both steps are done and nothing needs confirming (SPEC §6). */
export function isFullyAuthorized(lead: ConfirmationLead & { completed: boolean }, needToConfirmPhone = false): boolean {
  return lead.completed && !needToConfirmPhone && confirmationStep(lead) === null;
}
