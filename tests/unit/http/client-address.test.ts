/** @jest-environment node */
import { addressLimitKey, canonicalAddress, parseTrustedProxies, resolveClientAddress } from '@/lib/http/client-address';

describe('parseTrustedProxies', () => {
  test('addresses and CIDR ranges, IPv4 and IPv6, with blanks between entries', () => {
    const list = parseTrustedProxies(' 10.0.0.0/8 , 127.0.0.1,, 2001:db8::/32, [::1] ');
    expect(list.check('10.200.3.4', 'ipv4')).toBe(true);
    expect(list.check('11.0.0.1', 'ipv4')).toBe(false);
    expect(list.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(list.check('127.0.0.2', 'ipv4')).toBe(false);
    expect(list.check('2001:db8:ffff::1', 'ipv6')).toBe(true);
    expect(list.check('2001:db9::1', 'ipv6')).toBe(false);
    expect(list.check('::1', 'ipv6')).toBe(true);
  });

  test('nothing set trusts nobody', () => {
    for (const value of [undefined, '', ' , ']) expect(parseTrustedProxies(value).check('127.0.0.1', 'ipv4')).toBe(false);
  });

  test('an IPv4-mapped entry is the IPv4 address, a mapped range the IPv4 range', () => {
    expect(parseTrustedProxies('::ffff:10.0.0.1').check('10.0.0.1', 'ipv4')).toBe(true);
    const range = parseTrustedProxies('::ffff:10.0.0.0/104');
    expect(range.check('10.9.9.9', 'ipv4')).toBe(true);
    expect(range.check('11.0.0.1', 'ipv4')).toBe(false);
  });

  test.each([
    'localhost',
    'proxy.internal',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/-1',
    '10.0.0.0/8/9',
    '10.0.0.0/ 8',
    '10.0.0.0/8a',
    '10.0.0.0/',
    '/8',
    '10.0.0.1:8080',
    '10.0.0',
    '256.0.0.1',
    '1.2.3.4 5.6.7.8',
    '*',
  ])('refuses %j at start-up instead of trusting something else', (entry) => {
    expect(() => parseTrustedProxies(`127.0.0.1, ${entry}`)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('canonicalAddress', () => {
  test.each([
    ['10.0.0.1', '10.0.0.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['10.0.0.1:5000', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:10.0.0.1', '10.0.0.1'],
    ['::ffff:a00:1', '10.0.0.1'],
    ['[::ffff:10.0.0.1]:443', '10.0.0.1'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:8443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::1', '::1'],
  ])('%j is %j', (written, canonical) => {
    expect(canonicalAddress(written)).toBe(canonical);
  });

  test.each(['', 'unknown', 'evil', '1.2.3', '300.1.1.1', '1.2.3.4.5', '::g', '[::1', '2001:db8::1:8443x', '<script>'])('%j is no address', (garbage) => {
    expect(canonicalAddress(garbage)).toBeNull();
  });
});

describe('addressLimitKey', () => {
  test('an IPv4 address counts alone', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('IPv6 addresses count by their /64, however they are written', () => {
    const key = addressLimitKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressLimitKey('2001:0db8:0001:0002:0:0:0:9')).toBe(key);
    expect(addressLimitKey('2001:db8:1:3::1')).not.toBe(key);
  });

  test('something that is no address is its own key', () => {
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies(undefined);
  const loopback = parseTrustedProxies('127.0.0.1');
  const chain = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, 2001:db8:ffff::/48');

  test('without trusted proxies the socket decides, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7', none)).toBe('127.0.0.1');
    expect(resolveClientAddress('198.51.100.1', '203.0.113.7, 127.0.0.1', none)).toBe('198.51.100.1');
  });

  test('a peer that is not a trusted proxy is the client, even when others are trusted', () => {
    expect(resolveClientAddress('198.51.100.1', '203.0.113.7', loopback)).toBe('198.51.100.1');
    expect(resolveClientAddress('127.0.0.2', '203.0.113.7', loopback)).toBe('127.0.0.2');
  });

  test('a dual-stack socket’s mapped peer is the IPv4 address, for trust and as the answer', () => {
    expect(resolveClientAddress('::ffff:127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(resolveClientAddress('::ffff:198.51.100.1', '203.0.113.7', loopback)).toBe('198.51.100.1');
  });

  test('from a trusted proxy, the nearest untrusted address from the right is the client; the left part is the client’s own writing', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 203.0.113.7, 10.1.1.1', chain)).toBe('203.0.113.7');
  });

  test('several X-Forwarded-For headers make one chain in arrival order', () => {
    expect(resolveClientAddress('127.0.0.1', ['1.1.1.1', '203.0.113.7'], loopback)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', ['1.1.1.1, 2.2.2.2', '203.0.113.7, 10.0.0.9'], chain)).toBe('203.0.113.7');
  });

  test('IPv6 hops, written any way, are read and answered in canonical form', () => {
    expect(resolveClientAddress('::1', '2001:DB8::7', parseTrustedProxies('::1'))).toBe('2001:db8::7');
    expect(resolveClientAddress('2001:db8:ffff::2', '[2001:db8:1::9]:51000', chain)).toBe('2001:db8:1::9');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7:51000', loopback)).toBe('203.0.113.7');
  });

  test('garbage in the chain stops the walk at the last address a trusted proxy vouched for', () => {
    expect(resolveClientAddress('127.0.0.1', 'evil', loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.7, evil', loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, evil, 10.0.0.5', chain)).toBe('10.0.0.5');
    // What the client wrote on the left cannot be garbage that matters: the proxy's own entry comes after it.
    expect(resolveClientAddress('127.0.0.1', 'evil, 203.0.113.7', loopback)).toBe('203.0.113.7');
  });

  test('empty entries and an empty or missing header leave the proxy as the client', () => {
    expect(resolveClientAddress('127.0.0.1', ' , 203.0.113.7 ,, ', loopback)).toBe('203.0.113.7');
    expect(resolveClientAddress('127.0.0.1', '', loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', [], loopback)).toBe('127.0.0.1');
  });

  test('a chain of trusted proxies only ends at its leftmost entry', () => {
    expect(resolveClientAddress('127.0.0.1', '10.0.0.3, 10.0.0.4', chain)).toBe('10.0.0.3');
  });

  test('no socket address at all is unknown', () => {
    expect(resolveClientAddress(undefined, '203.0.113.7', loopback)).toBe('unknown');
    expect(resolveClientAddress('', '203.0.113.7', loopback)).toBe('unknown');
  });
});
