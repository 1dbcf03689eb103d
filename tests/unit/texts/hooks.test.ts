import { textKeyword } from '@/lib/hooks/keywords';
import { bareAddress, readReplyAddress, replyAddressFor } from '@/lib/hooks/reply-address';
import { hookSignature, hookSignatureProblem } from '@/lib/hooks/signature';

const SECRET = 'hooks-secret';
const NOW = new Date('2026-11-26T12:00:00Z');
const TS = String(NOW.getTime() / 1000);
const body = Buffer.from('{"id":"SM1"}');

describe('hookSignatureProblem (HMAC-SHA256 over "timestamp.body")', () => {
  const signed = { secret: SECRET, timestamp: TS, signature: hookSignature(SECRET, TS, body), body, now: NOW };
  test('a good signature within five minutes holds', () => {
    expect(hookSignatureProblem(signed)).toBeNull();
    expect(hookSignatureProblem({ ...signed, now: new Date(NOW.getTime() + 299_000) })).toBeNull();
  });
  test('stale, missing, malformed, forged or for another body: refused, saying why', () => {
    expect(hookSignatureProblem({ ...signed, now: new Date(NOW.getTime() + 301_000) })).toMatch(/Stale/);
    expect(hookSignatureProblem({ ...signed, now: new Date(NOW.getTime() - 301_000) })).toMatch(/Stale/);
    expect(hookSignatureProblem({ ...signed, timestamp: null })).toMatch(/Timestamp/);
    expect(hookSignatureProblem({ ...signed, timestamp: '12ab' })).toMatch(/Timestamp/);
    expect(hookSignatureProblem({ ...signed, signature: null })).toMatch(/Missing/);
    expect(hookSignatureProblem({ ...signed, signature: 'sha256=00' })).toMatch(/Bad/);
    expect(hookSignatureProblem({ ...signed, signature: hookSignature('other', TS, body) })).toMatch(/Bad/);
    expect(hookSignatureProblem({ ...signed, body: Buffer.from('{"id":"SM2"}') })).toMatch(/Bad/);
    expect(hookSignatureProblem({ ...signed, secret: null })).toMatch(/HOOKS_SECRET/);
  });
});

describe('reply addresses', () => {
  const env = { INBOUND_MAIL_DOMAIN: 'Replies.Example.com', HOOKS_SECRET: SECRET };
  test('name the company and lead, and only with a signature that holds', () => {
    const address = replyAddressFor(3, 41, env)!;
    expect(address).toMatch(/^reply\+3-41-[0-9a-f]{20}@replies\.example\.com$/);
    expect(readReplyAddress(address, env)).toEqual({ companyId: 3, leadId: 41 });
    expect(readReplyAddress(address.replace('-41-', '-42-'), env)).toBeNull();
    expect(readReplyAddress(address, { ...env, HOOKS_SECRET: 'other' })).toBeNull();
    expect(readReplyAddress('someone@example.com', env)).toBeNull();
  });
  test('none without a domain or a secret', () => {
    expect(replyAddressFor(1, 1, { HOOKS_SECRET: SECRET })).toBeNull();
    expect(replyAddressFor(1, 1, { INBOUND_MAIL_DOMAIN: 'x.com' })).toBeNull();
  });
  test('bareAddress reads "Name <a@b>" and plain addresses', () => {
    expect(bareAddress('Ann Lee <Ann@Example.com>')).toBe('ann@example.com');
    expect(bareAddress(' ann@example.com ')).toBe('ann@example.com');
    expect(bareAddress('not an address')).toBeNull();
  });
});

test('STOP and START keywords, as carriers define them; anything else is a reply', () => {
  for (const word of ['STOP', 'stop', ' Stop. ', 'UNSUBSCRIBE', 'cancel', 'END', 'quit', 'STOPALL']) expect(textKeyword(word)).toBe('stop');
  for (const word of ['START', 'unstop']) expect(textKeyword(word)).toBe('start');
  for (const word of ['Stop by at 5?', 'yes', 'please stop calling me at work', '']) expect(textKeyword(word)).toBeNull();
});
