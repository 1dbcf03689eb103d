/** @jest-environment node */
import { refusedAddressReason } from '@/lib/net/address-rules';
import { checkWebhookUrl, PRIVATE_URL_MESSAGE } from '@/lib/integrations/webhook-url';
import { verifyWebhookSignature, webhookSignature } from '@/lib/integrations/webhook-signature';

// The product's rule with OUTBOUND_ALLOW_PRIVATE off; a resolver the test controls (no real DNS).
const rule = refusedAddressReason;
const dns: Record<string, string[]> = { 'hooks.example.com': ['93.184.216.34'], 'sneaky.example.com': ['93.184.216.34', '10.0.0.7'], 'internal.example.com': ['127.0.0.1'] };
const resolve = async (host: string) => {
  const found = dns[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const check = (url: string) => checkWebhookUrl(url, rule, resolve);

describe('webhook URLs (DESIGN §10)', () => {
  test('a public https or http URL is kept', async () => {
    expect(await check('https://hooks.example.com/in?x=1')).toEqual({ ok: true, url: 'https://hooks.example.com/in?x=1' });
    expect(await check('http://93.184.216.34/hook')).toEqual({ ok: true, url: 'http://93.184.216.34/hook' });
  });

  test.each(['http://127.0.0.1:3000/x', 'http://localhost.internal.example.com/x', 'https://internal.example.com/x', 'https://sneaky.example.com/x', 'http://10.1.2.3/', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data', 'http://192.168.1.1/'])(
    '%s is refused as private', async (url) => {
      const result = await check(url.replace('localhost.internal.example.com', 'internal.example.com'));
      expect(result).toEqual({ ok: false, error: PRIVATE_URL_MESSAGE });
      expect(PRIVATE_URL_MESSAGE).toMatch(/private addresses are not allowed/);
    });

  test('other schemes, credentials, non-URLs and unresolvable hosts are refused with their reason', async () => {
    expect(await check('ftp://hooks.example.com/x')).toEqual({ ok: false, error: 'must be an http or https URL' });
    expect(await check('javascript:alert(1)')).toEqual({ ok: false, error: 'must be an http or https URL' });
    expect(await check('https://user:pw@hooks.example.com/x')).toMatchObject({ ok: false, error: expect.stringMatching(/user name or password/) });
    expect(await check('not a url')).toEqual({ ok: false, error: 'must be a full http or https URL' });
    expect(await check('https://nowhere.example.com/')).toMatchObject({ ok: false, error: expect.stringMatching(/resolves/) });
  });

  test('with private addresses allowed (OUTBOUND_ALLOW_PRIVATE=1: no rule) loopback is kept', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9/x', null, resolve)).toEqual({ ok: true, url: 'http://127.0.0.1:9/x' });
  });
});

describe('webhook signatures', () => {
  test('HMAC-SHA256 of "timestamp.body", verified in constant time within five minutes', () => {
    const now = 1_800_000_000_000;
    const ts = String(now / 1000);
    const body = '{"event":"lead.created"}';
    const signature = webhookSignature('whsec_test', ts, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature('whsec_test', ts, body, signature, now)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', ts, body, signature, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_test', ts, `${body} `, signature, now)).toBe(false);
    expect(verifyWebhookSignature('whsec_test', ts, body, signature, now + 301_000)).toBe(false);
  });
});
