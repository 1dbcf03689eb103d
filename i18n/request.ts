import { getRequestConfig } from 'next-intl/server';
import { COMPANY_TIME_ZONE } from '../lib/tenancy/time-zone';

// English only for now; the locale is fixed rather than routed (no /en/ prefix in SEO URLs).
export default getRequestConfig(async () => ({
  locale: 'en',
  messages: (await import('../messages/en.json')).default,
  timeZone: COMPANY_TIME_ZONE,
}));
