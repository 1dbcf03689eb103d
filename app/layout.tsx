import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/client-messages';
import { SHELL_NAMESPACES } from '@/i18n/client-namespaces';
import { LOCALE } from '@/i18n/locale';
import { getCurrentCompany } from '@/lib/tenancy/current';
import { themeStyle } from '@/lib/tenancy/theme';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const company = await getCurrentCompany();
  const name = company.settings.siteName;
  return {
    title: { default: company.settings.tagline ? `${name} – ${company.settings.tagline}` : name, template: `%s | ${name}` },
    description: company.settings.tagline ?? `Homes for sale and sold with ${name}.`,
    metadataBase: new URL(`https://${company.domain}`),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [company, messages] = await Promise.all([getCurrentCompany(), getMessages()]);
  return (
    <html lang={LOCALE}>
      <body style={themeStyle(company.settings.colours)}>
        {/* Rendered on the server, the provider hands i18n/request.ts's locale, formats and time zone
            on to client components (next-intl 4), so useFormatter() reads as getFormatter(); of the
            messages only the shell's: each site page and the CRM's layout nest their own
            (i18n/client-namespaces.ts). */}
        <NextIntlClientProvider messages={pickMessages(messages, SHELL_NAMESPACES)}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
