import { automationSettingsInput } from '@/lib/automation/settings-schema';
import { getAutomationSettings, putAutomationSettings } from '@/lib/automation/settings-service';
import { route } from '@/lib/http/route';

// GET /api/crm/automation – the company's automation switches and templates (brokers and admins)
export const GET = route({ auth: 'agent' }, ({ access }) => getAutomationSettings(access));
// PUT /api/crm/automation { welcomeEmail, delayedEmail, … } – replaces them (admins; templates checked: 422 naming the field)
export const PUT = route({ auth: 'agent', admin: true, body: automationSettingsInput }, ({ access, body }) => putAutomationSettings(access, body));
