import { expect, test } from '@playwright/test';
import { TENANT_1 } from './env';

test('listing photos are served with a long cache, missing ones as the placeholder', async ({ request }) => {
  const photo = await request.get(`${TENANT_1}/images/1-0.jpg`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
  expect(photo.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
  const etag = photo.headers()['etag'];
  expect(etag).toMatch(/^"ext-\d+\.jpg"$/);
  expect((await request.get(`${TENANT_1}/images/1-0.jpg`, { headers: { 'if-none-match': etag! } })).status()).toBe(304);
  const bytes = await photo.body();
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

  const missing = await request.get(`${TENANT_1}/images/999999-0.jpg`);
  expect(missing.status()).toBe(200);
  expect(missing.headers()['cache-control']).toBe('public, max-age=300');
  expect((await missing.body()).equals(bytes)).toBe(false);

  for (const bad of ['nonsense.jpg', '1-0.png', '..%2F..%2Fetc%2Fpasswd', '1-99999.jpg']) {
    const response = await request.get(`${TENANT_1}/images/${bad}`);
    expect(response.status(), bad).toBeLessThan(500);
  }
  const traversal = await request.get(`${TENANT_1}/images/agents/..%2F.lock`);
  expect(traversal.status()).toBe(404);
});
