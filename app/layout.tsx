import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
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
  const company = await getCurrentCompany();
  return (
    <html lang={LOCALE}>
      <body style={themeStyle(company.settings.colours)}>
        {/* Rendered on the server, the provider hands i18n/request.ts's locale, messages, formats and
            time zone on to client components (next-intl 4), so useFormatter() reads as getFormatter(). */}
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
