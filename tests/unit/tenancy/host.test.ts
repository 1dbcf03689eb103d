import { normalizeHost } from '@/lib/tenancy/host';

describe('normalizeHost', () => {
  it.each([
    ['localhost', 'localhost'],
    ['LOCALHOST:3000', 'localhost'],
    ['www.Example.com', 'example.com'],
    ['second.localhost:3100', 'second.localhost'],
    ['example.com.', 'example.com'],
    ['127.0.0.1:8080', '127.0.0.1'],
  ])('%s → %s', (raw, expected) => expect(normalizeHost(raw)).toBe(expected));

  it.each([null, '', ' ', 'bad host', '-lead.example.com', 'trail-.example.com', 'a..b', '[::1]:3000', 'exa_mple.com', 'x'.repeat(300), 'é.com'])(
    'refuses %p',
    (raw) => expect(normalizeHost(raw)).toBeNull(),
  );
});
