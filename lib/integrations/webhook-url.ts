import dns from 'node:dns';
import { refusedAddressReason } from '@/lib/net/address-rules';

/** Why an address may not be posted to, or null (the product's rule: lib/net/outbound.ts publicAddressesOnly). */
export type AddressRule = (address: string) => string | null;

export const PRIVATE_URL_MESSAGE = 'must not point at a private address: private addresses are not allowed';
const MAX_URL = 2000;

/** Resolves a host name to its addresses (tests pass their own). */
export type Resolver = (host: string) => Promise<string[]>;
const LOOKUP_MS = 3000;
/** The system's resolver, given up on after 3 s (a slow DNS server must not hold the admin's save, or the request, for long). */
const systemResolver: Resolver = async (host) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), LOOKUP_MS);
  });
  try {
    return (await Promise.race([dns.promises.lookup(host, { all: true, verbatim: true }), late])).map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * A webhook URL an admin typed (DESIGN §10): http(s) only, no credentials in it, and a host that
 * is not (and does not resolve to) a loopback, private or link-local address, unless the rule
 * lets it (OUTBOUND_ALLOW_PRIVATE=1). The delivery checks the address again where it connects
 * (lib/net/outbound.ts), so a name that resolves elsewhere later still cannot get through.
 * Returns the URL as stored, or the message for `url`.
 */
export async function checkWebhookUrl(raw: string, rule: AddressRule | null, resolve: Resolver = systemResolver): Promise<{ ok: true; url: string } | { ok: false; error: string }> {
  let url: URL;
  if (raw.length > MAX_URL) return { ok: false, error: `must be at most ${MAX_URL} characters` };
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: 'must be a full http or https URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, error: 'must be an http or https URL' };
  if (url.username || url.password) return { ok: false, error: 'must not hold a user name or password: put a token in the path or check the signature instead' };
  if (!rule) return { ok: true, url: url.toString() };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = refusedAddressReason(host) !== 'not an IP address';
  let addresses: string[];
  try {
    addresses = literal ? [host] : await resolve(host);
  } catch {
    return { ok: false, error: `must name a host that resolves (${url.hostname} does not)` };
  }
  if (addresses.length === 0 || addresses.some((address) => rule(address) !== null)) return { ok: false, error: PRIVATE_URL_MESSAGE };
  return { ok: true, url: url.toString() };
}
