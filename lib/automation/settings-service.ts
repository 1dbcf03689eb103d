import 'server-only';
import { eq } from 'drizzle-orm';
import type { CrmAccess } from '@/lib/crm/access';
import { getDb } from '@/lib/db/client';
import { automationSettings } from '@/lib/db/schema';
import { forbidden } from '@/lib/http/errors';
import { automationSettingsOf } from './settings';
import type { AutomationSettings } from './settings-schema';
import type { AutomationSettingsView } from './settings-view';


/** Managers read the company's automation (brokers too); other agents: 403. */
export async function getAutomationSettings(access: CrmAccess): Promise<AutomationSettingsView> {
  if (!access.canManage) throw forbidden('Only brokers and admins see the automation settings');
  const db = await getDb();
  const [row] = await db.select({ updatedAt: automationSettings.updatedAt }).from(automationSettings).where(eq(automationSettings.companyId, access.companyId)).limit(1);
  return { settings: await automationSettingsOf(db, access.companyId), canEdit: access.isAdmin, updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Admins replace the settings as a whole (the route checked them: automationSettingsInput). */
export async function putAutomationSettings(access: CrmAccess, settings: AutomationSettings): Promise<AutomationSettingsView> {
  if (!access.isAdmin) throw forbidden('Only admins change the automation settings');
  const db = await getDb();
  const now = new Date();
  await db
    .insert(automationSettings)
    .values({ companyId: access.companyId, settings, updatedBy: access.agentId, updatedAt: now })
    .onConflictDoUpdate({ target: automationSettings.companyId, set: { settings, updatedBy: access.agentId, updatedAt: now } });
  return getAutomationSettings(access);
}
