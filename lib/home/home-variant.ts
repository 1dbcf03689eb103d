import type { CompanySettings } from '@/lib/tenancy/settings-schema';

/** The company setting `homeVariant`: the default home page, or the seller-focused one (SPEC §2). */
export type HomeVariant = CompanySettings['homeVariant'];

/** The seller variant's hero tabs, in their order on the page; the first ("sell", the estimate form) is chosen on load. */
export const SELLER_TABS = ['sell', 'buy'] as const;

/** Where the estimate form goes (SPEC §2 /what-is-my-home-worth) and the name of its one field. */
export const ESTIMATE_PATH = '/what-is-my-home-worth';
export const ESTIMATE_ADDRESS_PARAM = 'address';
/** SPEC §5: at most 255 characters in a text field. */
export const ESTIMATE_ADDRESS_MAX = 255;
