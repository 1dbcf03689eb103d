import { parseIPv6, refusedAddressReason } from '@/lib/net/address-rules';

describe('refusedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback address'],
    ['127.255.255.254', 'loopback address'],
    ['10.0.0.1', 'private address'],
    ['172.16.0.1', 'private address'],
    ['172.31.255.255', 'private address'],
    ['192.168.1.20', 'private address'],
    ['100.64.0.1', 'private address'],
    ['100.127.255.255', 'private address'],
    ['169.254.169.254', 'link-local address'],
    ['0.0.0.0', 'unspecified address'],
    ['224.0.0.1', 'multicast address'],
    ['239.255.255.250', 'multicast address'],
    ['255.255.255.255', 'reserved address'],
    ['::', 'unspecified address'],
    ['::1', 'loopback address'],
    ['0:0:0:0:0:0:0:1', 'loopback address'],
    ['[::1]', 'loopback address'],
    ['fc00::1', 'private address'],
    ['fd12:3456:789a::1', 'private address'],
    ['fe80::1', 'link-local address'],
    ['fe80::1%eth0', 'link-local address'],
    ['febf::1', 'link-local address'],
    ['ff02::1', 'multicast address'],
    ['::ffff:127.0.0.1', 'loopback address'],
    ['::ffff:7f00:1', 'loopback address'],
    ['::ffff:10.1.2.3', 'private address'],
    ['::ffff:169.254.169.254', 'link-local address'],
    ['::10.0.0.1', 'private address'],
    ['64:ff9b::192.168.0.1', 'private address'],
    ['2002:a00:1::', 'private address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusedAddressReason(address)).toBe(reason);
  });

  it.each(['93.184.216.34', '8.8.8.8', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.167.255.255', '169.253.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddressReason(address)).toBeNull();
    },
  );

  it.each(['localhost', '', '1.2.3', '1.2.3.256', '01.2.3.4x', '::1::2', '1:2:3:4:5:6:7:8:9', 'gggg::1'])('refuses %j: not an IP address', (text) => {
    expect(refusedAddressReason(text)).toBe('not an IP address');
  });
});

describe('parseIPv6', () => {
  it('expands shortened forms and a dotted IPv4 tail', () => {
    expect(parseIPv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6('1.2.3.4')).toBeNull();
  });
});
