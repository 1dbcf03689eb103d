import Script from 'next/script';
import { getNonce } from '@/lib/http/nonce';
import type { CompanySettings } from '@/lib/tenancy/settings-schema';
import { VisitTracking } from './visit-tracking';

/**
 * Tracking is configured as ids, never as markup (a pasted script could do anything on
 * every page); the snippets are ours. Rendered only where the company configured them.
 * Each carries the page's CSP nonce (next/script sets it on the element it inserts); the hosts
 * they load from are allowed by lib/http/tracking-sources.ts for this company only.
 */
export async function TrackingCodes({ codes }: { codes: CompanySettings['trackingCodes'] }) {
  const { googleAnalyticsId: ga, googleTagManagerId: gtm, facebookPixelId: fb, googleAdsConversionId: ads } = codes;
  const gtagId = ga ?? ads;
  if (!gtagId && !gtm && !fb) return null;
  const nonce = await getNonce();
  return (
    <>
      {(gtagId || gtm) && <VisitTracking tag={gtm ? 'gtm' : 'gtag'} />}
      {gtagId && (
        <>
          <Script id="gtag-src" src={`https://www.googletagmanager.com/gtag/js?id=${gtagId}`} strategy="lazyOnload" nonce={nonce} data-tracking="gtag" />
          <Script id="gtag-init" strategy="lazyOnload" nonce={nonce} data-tracking="gtag-init">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${[ga, ads]
              .filter(Boolean)
              .map((id) => `gtag('config',${JSON.stringify(id)});`)
              .join('')}`}
          </Script>
        </>
      )}
      {gtm && (
        <Script id="gtm" strategy="lazyOnload" nonce={nonce} data-tracking="gtm">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtm)});`}
        </Script>
      )}
      {fb && (
        <Script id="fb-pixel" strategy="lazyOnload" nonce={nonce} data-tracking="fb-pixel">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(fb)});fbq('track','PageView');`}
        </Script>
      )}
    </>
  );
}
