import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getViewer } from '@/lib/auth/viewer';
import { FlashMessage } from './flash-message';
import { Footer } from './footer';
import { Header } from './header';
import { ReconnectBanner } from './reconnect-banner';
import { SessionBootstrap } from './session-bootstrap';

/** The one layout of every public route (SPEC §2), also used by the 404 page. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [viewer, t] = await Promise.all([getViewer(), getTranslations('Shell')]);
  return (
    <>
      <a href="#content" className="skip-link">{t('skipToContent')}</a>
      <SessionBootstrap userAuthorized={viewer.lead !== null} agentAuthorized={viewer.agent !== null} />
      <Header company={viewer.company} />
      <ReconnectBanner />
      <FlashMessage />
      <main id="content" tabIndex={-1}>{children}</main>
      <Footer company={viewer.company} />
    </>
  );
}
