import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { EstimationListener } from '@/components/estimate/estimation-listener';
import { requestSignUpPrompt } from '@/lib/ab/request-prompt';
import { getViewer } from '@/lib/auth/viewer';
import type { AdConversion } from '@/lib/browser/ad-conversion';
import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import { isFullyAuthorized } from '@/lib/leads/confirmation';
import { thirdPartyCheckOrigin } from '@/lib/http/third-party-check-origin';
import { BrowserEnv } from './browser-env';
import { FlashMessage } from './flash-message';
import { Footer } from './footer';
import { Header } from './header';
import { ReconnectBanner } from './reconnect-banner';
import { SessionProvider } from './session-provider';
import { TrackingCodes } from './tracking-codes';

/** The company's Google Ads conversion for the sign-up pixel (lib/browser/ad-conversion.ts): both id and label, or none. */
function adsConversionOf(codes: CompanySettings['trackingCodes']): AdConversion | null {
  const { googleAdsConversionId: id, googleAdsConversionLabel: label } = codes;
  return id && label ? { id, label } : null;
}

/** The one layout of every public route (SPEC §2), also used by the 404 page. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const [viewer, t] = await Promise.all([getViewer(), getTranslations('Shell')]);
  const signUpPrompt = await requestSignUpPrompt(viewer);
  const session = {
    signUpPrompt,
    userAuthorized: viewer.lead !== null,
    userFullyAuthorized: viewer.lead !== null && isFullyAuthorized(viewer.lead),
    agentAuthorized: viewer.agent !== null, agentSite: viewer.company.agent?.site ?? null,
    adsConversion: adsConversionOf(viewer.company.settings.trackingCodes) };
  return (
    <SessionProvider session={session}>
      <a href="#content" className="skip-link">{t('skipToContent')}</a>
      <Header company={viewer.company} />
      <BrowserEnv thirdPartyCheckOrigin={thirdPartyCheckOrigin()} />
      <ReconnectBanner />
      <FlashMessage />
      <main id="content" tabIndex={-1}>{children}</main>
      <Footer company={viewer.company} />
      <EstimationListener />
      <TrackingCodes codes={viewer.company.settings.trackingCodes} />
    </SessionProvider>
  );
}
