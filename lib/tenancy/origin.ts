/** Host names that only ever mean this machine: the demo and the tests serve them over plain http. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
}

/**
 * The absolute origin of a company's site, for links that leave any request (mail). Its
 * primary domain over `PUBLIC_SCHEME` (default https, http for loopback names) and
 * `PUBLIC_PORT` (default none; for loopback names the server's PORT, 3000).
 */
export function siteOrigin(domain: string, env: Record<string, string | undefined> = process.env): string {
  const loopback = isLoopbackHost(domain);
  const scheme = env.PUBLIC_SCHEME === 'http' || env.PUBLIC_SCHEME === 'https' ? env.PUBLIC_SCHEME : loopback ? 'http' : 'https';
  const port = env.PUBLIC_PORT ?? (loopback ? (env.PORT ?? '3000') : '');
  const defaultPort = (scheme === 'https' && port === '443') || (scheme === 'http' && port === '80');
  return `${scheme}://${domain}${port && !defaultPort ? `:${port}` : ''}`;
}
