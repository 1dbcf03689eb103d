import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CRM_ROUTES, type CrmRoute } from '@/lib/crm/routes';

function routeOf(path: string): CrmRoute {
  const route = CRM_ROUTES.find((r) => r.path === path);
  // A page names its own path: a typo is a bug to see at build time, not a blank page.
  if (!route) throw new Error(`${path} is not a CRM route (lib/crm/routes.ts)`);
  return route;
}

export function crmPageMetadata(path: string): Metadata {
  return { title: routeOf(path).title };
}

/** A CRM screen that a later issue builds: what it will do, and that it is not available yet. */
export async function CrmPendingScreen({ path }: { path: string }) {
  const route = routeOf(path);
  const t = await getTranslations('Crm');
  return (
    <div data-testid="crm-pending-screen">
      <h1>{route.title}</h1>
      <p>{route.purpose}</p>
      <p role="note">{t('notAvailableYet')}</p>
    </div>
  );
}
