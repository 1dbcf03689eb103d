/** `href` with `key=value` set in its query (replacing an existing one), keeping any #hash; mailto:/tel: untouched. */
export function withQueryParam(href: string, key: string, value: string): string {
  const hashAt = href.indexOf('#');
  const base = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  if (/^(mailto|tel):/i.test(base)) return href;
  const param = `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
  const existing = new RegExp(`([?&])${key}=[^&]*`);
  const next = existing.test(base) ? base.replace(existing, `$1${param}`) : `${base}${base.includes('?') ? '&' : '?'}${param}`;
  return next + hash;
}

/** SPEC §2: on an agent's site, links carry ?agentSite=<the agent's site>. */
export function agentSiteHref(href: string, agentSite: string | null): string {
  return agentSite && !href.startsWith('#') ? withQueryParam(href, 'agentSite', agentSite) : href;
}
