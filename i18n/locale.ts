/**
 * The one place that names the site's language. English only for now and fixed rather than
 * routed (no /en/ prefix in SEO URLs); a second locale is a catalogue (messages/<locale>.json)
 * and this constant (or a per-company setting) away.
 */
export const LOCALE = 'en';
