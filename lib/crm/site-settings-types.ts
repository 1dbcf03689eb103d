import type { CompanySettings } from '@/lib/tenancy/settings-schema';

/** GET /api/crm/settings: the site document as the editor edits it, and what it may pick from. */
export interface SiteSettingsAnswer {
  settings: CompanySettings;
  domains: { host: string; isPrimary: boolean }[];
  locations: { name: string; slug: string; isActive: boolean; citySlugs: string[] }[];
  /** The feature vocabulary filter groups pick from. */
  features: { param: string; title: string }[];
  /** Admins save; brokers read (the same forms, read-only). */
  canEdit: boolean;
}
