/**
 * SPEC §4: "ad conversion pixels fire with a conversion id and label" — at the sign-up of a new
 * lead, for the company's Google Ads conversion (settings.trackingCodes.googleAdsConversionId
 * and …Label). Two ways, as Google's own tag does: gtag's conversion event when gtag is on the
 * page, and the classic image pixel, which needs no script and still counts when gtag.js was
 * blocked. When third-party cookies are not known to work (lib/browser/third-party-cookies.ts),
 * the visitor's ad click id (the gclid cookie) goes with the pixel, so Google can attribute the
 * conversion without its own cookie.
 */
import { readCookie } from './cookies';

export interface AdConversion {
  /** "AW-123456789" as configured (a bare number is accepted too). */
  id: string;
  label: string;
}

export const CONVERSION_PIXEL_ORIGIN = 'https://www.googleadservices.com';

/** The configured id's number ("AW-123456789" → "123456789"), or null when it holds none. */
export function numericConversionId(id: string): string | null {
  const m = /^(?:AW-)?(\d{1,20})$/i.exec(id.trim());
  return m?.[1] ?? null;
}

/**
 * The pixel's address: `…/pagead/conversion/<numeric id>/?label=<label>&guid=ON&script=0`, and
 * `&gclid=` when given. Null when the id has no number in it (nothing Google would count).
 */
export function conversionPixelUrl(conversion: AdConversion, gclid: string | null = null): string | null {
  const numeric = numericConversionId(conversion.id);
  if (!numeric || !conversion.label) return null;
  const params = new URLSearchParams({ label: conversion.label, guid: 'ON', script: '0' });
  if (gclid) params.set('gclid', gclid);
  return `${CONVERSION_PIXEL_ORIGIN}/pagead/conversion/${numeric}/?${params.toString()}`;
}

/** gtag's send_to: the id as gtag knows it ("AW-…") and the label. */
export function sendTo(conversion: AdConversion): string {
  const numeric = numericConversionId(conversion.id);
  return `${numeric ? `AW-${numeric}` : conversion.id}/${conversion.label}`;
}

let configured: AdConversion | null = null;

/** Set by the session provider from the company's settings; null when the company has none. */
export function configureAdConversion(conversion: AdConversion | null): void {
  configured = conversion;
}

/**
 * Fires the conversion for a new lead. `thirdPartyCookies` is the check's answer: the gclid
 * rides along unless they are known to work (null, unchecked, counts as unknown).
 * Returns the pixel's address (null when nothing was fired), for the tests' sake.
 */
export function fireAdConversion(thirdPartyCookies: boolean | null, conversion: AdConversion | null = configured, win: Window & typeof globalThis = window): string | null {
  if (!conversion) return null;
  const gtag = (win as unknown as { gtag?: (...args: unknown[]) => void }).gtag;
  gtag?.('event', 'conversion', { send_to: sendTo(conversion) });
  const url = conversionPixelUrl(conversion, thirdPartyCookies === true ? null : readCookie('gclid'));
  if (!url) return null;
  const pixel = new win.Image(1, 1);
  pixel.src = url;
  return url;
}
