import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { CrmForbidden } from '@/components/crm/forbidden';
import { CrmShell } from '@/components/crm/crm-shell';
import { getViewer } from '@/lib/auth/viewer';
import { crmRouteAccess, crmRouteFor } from '@/lib/crm/routes';
import { currentCrmAgent } from '@/lib/crm/viewer';
import { safeNextPath } from '@/lib/http/safe-next';
import { getRequestPathname } from '@/lib/tenancy/current';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * CRM routes answer only to agents; visitors go to the agents' sign-in page (DESIGN §8).
 * A screen the role may not open renders the 403 page instead of the screen. The proxy has
 * already answered such a request with status 403 (a layout cannot set it once streaming
 * starts), and a client-side navigation to it turns into a full load there, so this layout,
 * which client navigations do not re-render, always runs for it.
 */
export default async function CrmLayout({ children }: { children: ReactNode }) {
  const [viewer, agent, requestPath] = await Promise.all([getViewer(), currentCrmAgent(), getRequestPathname()]);
  if (!agent) redirect(`/login?next=${encodeURIComponent(safeNextPath(requestPath))}`);
  const crmViewer = agent.viewer;
  const [pathname = '/'] = requestPath.split('?');
  const route = crmRouteFor(pathname);
  const forbidden = route !== null && crmRouteAccess(pathname, crmViewer) === 'forbidden';
  // The CRM's client components get every namespace (the root layout's provider carries only
  // the site shell's: i18n/client-namespaces.ts); no visitor waits on its pages' bytes.
  return (
    <NextIntlClientProvider>
      <CrmShell viewer={crmViewer} companyName={viewer.company.settings.siteName}>
        {forbidden ? <CrmForbidden title={route.title} /> : children}
      </CrmShell>
    </NextIntlClientProvider>
  );
}
