import { render, type RenderOptions } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { formats } from '@/i18n/formats';
import { LOCALE } from '@/i18n/locale';
import { COMPANY_TIME_ZONE } from '@/lib/tenancy/time-zone';
import messages from '@/messages/en.json';

/** Renders with the English catalogue, formats and time zone, as the app's root layout does. */
export function renderWithIntl(ui: ReactElement, options?: RenderOptions) {
  return render(
    <NextIntlClientProvider locale={LOCALE} messages={messages} formats={formats} timeZone={COMPANY_TIME_ZONE}>
      {ui}
    </NextIntlClientProvider>,
    options,
  );
}
