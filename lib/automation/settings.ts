import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { automationSettings } from '@/lib/db/schema';
import { automationSettingsSchema, DEFAULT_AUTOMATION_SETTINGS, type AutomationSettings } from './settings-schema';

/**
 * The company's automation settings: the stored row, or the defaults when the company never
 * saved any. A stored value that no longer parses (a field added since) falls back field by
 * field to the defaults rather than stopping every trigger.
 */
export async function automationSettingsOf(db: Db, companyId: number): Promise<AutomationSettings> {
  const [row] = await db.select({ settings: automationSettings.settings }).from(automationSettings).where(eq(automationSettings.companyId, companyId)).limit(1);
  if (!row) return DEFAULT_AUTOMATION_SETTINGS;
  const stored = (row.settings ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...DEFAULT_AUTOMATION_SETTINGS };
  for (const key of Object.keys(DEFAULT_AUTOMATION_SETTINGS) as (keyof AutomationSettings)[]) {
    const field = automationSettingsSchema.shape[key].safeParse(stored[key]);
    if (field.success) merged[key] = field.data;
  }
  return merged as AutomationSettings;
}
