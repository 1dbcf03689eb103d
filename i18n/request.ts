import { getRequestConfig } from 'next-intl/server';
import { COMPANY_TIME_ZONE } from '../lib/tenancy/time-zone';
import { formats } from './formats';
import { LOCALE } from './locale';

// The locale is fixed rather than routed (no /en/ prefix in SEO URLs). NextIntlClientProvider,
// rendered by the root layout (a server component), passes locale, messages, formats and time
// zone on to client components, so both sides format alike (no hydration mismatch).
export default getRequestConfig(async () => ({
  locale: LOCALE,
  messages: (await import(`../messages/${LOCALE}.json`)).default,
  timeZone: COMPANY_TIME_ZONE,
  formats,
}));
