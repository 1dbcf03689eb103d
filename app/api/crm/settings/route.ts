import { readSiteSettings, saveSiteSettings } from '@/lib/crm/site-settings-store';
import { siteSettingsBody } from '@/lib/crm/site-settings-schema';
import { route } from '@/lib/http/route';

// GET /api/crm/settings – the site document: settings, domains, locations, the feature vocabulary (brokers and admins)
export const GET = route({ auth: 'agent' }, ({ access }) => readSiteSettings(access));

// PUT /api/crm/settings { settings, domains, locations } – replaces the whole document (admins); 422 naming the field, nothing saved
export const PUT = route({ auth: 'agent', admin: true, body: siteSettingsBody }, ({ access, body, request }) => saveSiteSettings(access, body, request));
