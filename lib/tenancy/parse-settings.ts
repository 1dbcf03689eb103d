import { companySettingsSchema, type CompanySettings } from './settings-schema';

const MINIMAL = {
  propertyTypes: [{ param: 'r', title: 'Single Family' }],
  propertyStatuses: [{ param: 'a', title: 'Active' }],
};

/**
 * Stored settings as the site uses them. One bad field must not take a whole tenant down:
 * each top-level field that fails validation falls back to its default (required ones to
 * a minimal value), and the problems are returned for the log.
 */
export function parseStoredSettings(raw: unknown, companyName: string): { settings: CompanySettings; problems: string[] } {
  const first = companySettingsSchema.safeParse(raw);
  if (first.success) return { settings: first.data, problems: [] };
  const problems = first.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  const repaired: Record<string, unknown> = raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : {};
  for (const issue of first.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') delete repaired[field];
  }
  const second = companySettingsSchema.safeParse({ siteName: companyName, ...MINIMAL, ...repaired });
  const settings = second.success ? second.data : companySettingsSchema.parse({ siteName: companyName, ...MINIMAL });
  return { settings, problems };
}
