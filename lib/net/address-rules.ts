/**
 * Which IP addresses an outbound fetch may connect to (DESIGN §10, §13): a feed URL, a token URL
 * or a photo URL an admin types must not reach the server's own network (loopback, private and
 * link-local ranges, cloud metadata at 169.254.169.254) unless OUTBOUND_ALLOW_PRIVATE=1.
 * Plain module (no server-only): the rules are pure and unit-tested.
 */

/** Why an address is refused ("private address"), or null when it is a public unicast address. */
export function refusedAddressReason(address: string): string | null {
  const v4 = parseIPv4(address);
  if (v4 !== null) return ipv4Reason(v4);
  const v6 = parseIPv6(address);
  if (v6 !== null) return ipv6Reason(v6);
  return 'not an IP address';
}

/** A dotted quad as a 32-bit number, or null. Only the canonical form (resolvers and URL parsing give that). */
export function parseIPv4(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

/** IPv4 blocks that are not the public internet: [first address, prefix length, reason]. */
const IPV4_BLOCKS: readonly (readonly [string, number, string])[] = [
  ['0.0.0.0', 8, 'unspecified address'],
  ['10.0.0.0', 8, 'private address'],
  ['100.64.0.0', 10, 'private address'], // carrier-grade NAT (RFC 6598)
  ['127.0.0.0', 8, 'loopback address'],
  ['169.254.0.0', 16, 'link-local address'], // includes cloud metadata endpoints
  ['172.16.0.0', 12, 'private address'],
  ['192.0.0.0', 24, 'reserved address'], // IETF protocol assignments
  ['192.168.0.0', 16, 'private address'],
  ['198.18.0.0', 15, 'reserved address'], // benchmarking
  ['224.0.0.0', 4, 'multicast address'],
  ['240.0.0.0', 4, 'reserved address'], // includes 255.255.255.255 broadcast
];

const IPV4_RANGES = IPV4_BLOCKS.map(([first, prefix, reason]) => {
  const start = parseIPv4(first) ?? 0;
  return { start, end: start + 2 ** (32 - prefix) - 1, reason };
});

function ipv4Reason(value: number): string | null {
  return IPV4_RANGES.find((range) => value >= range.start && value <= range.end)?.reason ?? null;
}

/**
 * An IPv6 address as eight 16-bit groups, or null. Accepts "::" shortening, a dotted IPv4 tail
 * (::ffff:10.0.0.1), brackets and a zone (fe80::1%eth0).
 */
export function parseIPv6(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!text.includes(':')) return null;
  let tail: number[] = [];
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (v4 === null) return null;
    tail = [Math.floor(v4 / 65536), v4 % 65536];
    text = `${text.slice(0, lastColon + 1)}0:0`; // placeholder groups, replaced below
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  const words: number[] = [];
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    words.push(parseInt(group, 16));
  }
  if (tail.length) words.splice(6, 2, tail[0] ?? 0, tail[1] ?? 0);
  return words;
}

function ipv6Reason(words: number[]): string | null {
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = words;
  const embeddedV4 = w6 * 65536 + w7;
  const firstFive = w0 === 0 && w1 === 0 && w2 === 0 && w3 === 0 && w4 === 0;
  if (firstFive && w5 === 0 && w6 === 0 && w7 === 0) return 'unspecified address';
  if (firstFive && w5 === 0 && w6 === 0 && w7 === 1) return 'loopback address';
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible form (::a.b.c.d) reach the IPv4 address.
  if (firstFive && (w5 === 0xffff || w5 === 0)) return ipv4Reason(embeddedV4);
  // NAT64 (64:ff9b::a.b.c.d) reaches the embedded IPv4 address through a gateway.
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return ipv4Reason(embeddedV4);
  // 6to4 (2002:aabb:ccdd::) embeds an IPv4 address in groups 1–2.
  if (w0 === 0x2002) return ipv4Reason(w1 * 65536 + w2);
  if ((w0 & 0xfe00) === 0xfc00) return 'private address'; // unique local fc00::/7
  if ((w0 & 0xffc0) === 0xfe80) return 'link-local address'; // fe80::/10
  if ((w0 & 0xffc0) === 0xfec0) return 'private address'; // deprecated site-local fec0::/10
  if ((w0 & 0xff00) === 0xff00) return 'multicast address';
  return null;
}
