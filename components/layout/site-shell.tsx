import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { EstimationListener } from '@/components/estimate/estimation-listener';
import { requestSignUpPrompt } from '@/lib/ab/request-prompt';
import { getViewer } from '@/lib/auth/viewer';
import { isFullyAuthorized } from '@/lib/leads/confirmation';
import { FlashMessage } from './flash-message';
import { Footer } from './footer';
import { Header } from './header';
import { ReconnectBanner } from './reconnect-banner';
import { SessionProvider } from './session-provider';
import { TrackingCodes } from './tracking-codes';

/** The one layout of every public route (SPEC §2), also used by the 404 page. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [viewer, t] = await Promise.all([getViewer(), getTranslations('Shell')]);
  const signUpPrompt = await requestSignUpPrompt(viewer);
  const session = {
    signUpPrompt,
    userAuthorized: viewer.lead !== null,
    userFullyAuthorized: viewer.lead !== null && isFullyAuthorized(viewer.lead),
    agentAuthorized: viewer.agent !== null, agentSite: viewer.company.agent?.site ?? null };
  return (
    <SessionProvider session={session}>
      <a href="#content" className="skip-link">{t('skipToContent')}</a>
      <Header company={viewer.company} />
      <ReconnectBanner />
      <FlashMessage />
      <main id="content" tabIndex={-1}>{children}</main>
      <Footer company={viewer.company} />
      <EstimationListener />
      <TrackingCodes codes={viewer.company.settings.trackingCodes} />
    </SessionProvider>
  );
}
