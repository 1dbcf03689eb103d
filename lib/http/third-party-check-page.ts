import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The page the site's hidden iframe loads from another origin (SPEC §4 "A hidden iframe checks
 * third-party cookie support and waits for message MM:3PCsupported"; the parent's side is
 * lib/browser/third-party-cookies.ts). Inside that frame our cookie is a third-party cookie:
 * the script sets one, reads it back, removes it and posts the answer to the parent.
 */

/**
 * Fixed text, so the page's CSP allows it by its hash (no nonce to make per request). It tries
 * SameSite=None; Secure first (what a real third-party cookie needs, and what Chromium also
 * accepts on http://localhost); on plain http elsewhere, a cookie without attributes.
 */
const SCRIPT = `(function(){
var parent=new URLSearchParams(location.search).get('parent');
var name='mm3pc_probe';
function tryCookie(attributes){
document.cookie=name+'=1; Path=/'+attributes;
var ok=document.cookie.split('; ').indexOf(name+'=1')>=0;
document.cookie=name+'=; Path=/; Max-Age=0'+attributes;
return ok;
}
var supported=false;
try{supported=navigator.cookieEnabled!==false&&(tryCookie('; SameSite=None; Secure')||(location.protocol==='http:'&&tryCookie('')));}catch(e){supported=false;}
if(parent&&window.parent!==window)window.parent.postMessage({type:'MM:3PCsupported',supported:supported},parent);
})();`;

const SCRIPT_HASH = createHash('sha256').update(SCRIPT, 'utf8').digest('base64');

/** The parent's origin as given in ?parent=, or null when it is not a plain http(s) origin. */
export function parentOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== value) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Only the named parent may frame the page (every other answer of the site keeps
 * frame-ancestors 'none'), and the script posts only to that origin. The page reveals one
 * boolean about the browser, so any site may name itself; nothing else is in it.
 */
export function thirdPartyCheckPolicy(parent: string): string {
  return `default-src 'none'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors ${parent}`;
}

export const thirdPartyCheckHtml = (): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Third-party cookie check</title></head><body><script>${SCRIPT}</script></body></html>`;

export function thirdPartyCheckResponse(parent: string): Response {
  return new Response(thirdPartyCheckHtml(), {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': thirdPartyCheckPolicy(parent),
      // The answer is the browser's; the page itself never changes for a parent.
      'cache-control': 'private, max-age=86400',
    },
  });
}
