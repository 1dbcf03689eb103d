import type { CompanySettings } from '@/lib/tenancy/settings-schema';

/** One tracking snippet: an external script or inline code, marked with its tag. */
export type TrackingSnippet = { tag: string; src?: string; code?: string };

/**
 * The inline loader's source. After the window's load event, when the browser is idle, it
 * inserts each snippet as a script carrying the loader's own nonce (the page's CSP allows
 * nothing else inline). The list is JSON with `<` escaped, so no id can close the script
 * element it is printed in.
 */
export function trackingLoader(snippets: TrackingSnippet[]): string {
  const list = JSON.stringify(snippets).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `(function(l,n){function go(){l.forEach(function(x){var e=document.createElement('script');e.nonce=n;e.setAttribute('data-tracking',x.tag);if(x.src)e.src=x.src;else e.text=x.code;document.body.appendChild(e)})}function idle(){(window.requestIdleCallback||setTimeout)(go)}if(document.readyState==='complete')idle();else addEventListener('load',idle,{once:true})})(${list},document.currentScript.nonce);`;
}

/** The company's snippets, in the order they are inserted. */
export function trackingSnippets(codes: CompanySettings['trackingCodes']): TrackingSnippet[] {
  const { googleAnalyticsId: ga, googleTagManagerId: gtm, facebookPixelId: fb, googleAdsConversionId: ads } = codes;
  const gtagId = ga ?? ads;
  const snippets: TrackingSnippet[] = [];
  if (gtagId) {
    snippets.push({ tag: 'gtag', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}` });
    const configs = [ga, ads].filter(Boolean).map((id) => `gtag('config',${JSON.stringify(id)});`);
    snippets.push({ tag: 'gtag-init', code: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${configs.join('')}` });
  }
  if (gtm) {
    snippets.push({
      tag: 'gtm',
      code: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtm)});`,
    });
  }
  if (fb) {
    snippets.push({
      tag: 'fb-pixel',
      code: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(fb)});fbq('track','PageView');`,
    });
  }
  return snippets;
}
