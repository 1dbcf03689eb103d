/** The estimate page of one of the lead's addresses (SPEC §2 /estimate?address={id}). */
export const estimatePath = (addressId: number) => `/estimate?address=${addressId}`;

/** SPEC §2 /what-is-my-home-worth: the seller's landing page. */
export const LANDING_PATH = '/what-is-my-home-worth';

export const tuningPath = (addressId: number) => `/estimate/${addressId}/tuning`;
