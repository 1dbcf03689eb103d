/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { admissionLanes } from '@/lib/http/admission-lanes';

// A request let in from the line must not run inside the async context of the request whose
// answer freed its place: the app keeps per-request state in AsyncLocalStorage (Next's request
// stores, React's), and the place is freed where the app ended that answer, inside its stores.

test('a request let in after waiting runs in its own context, not in the stores of the request before it', async () => {
  const store = new AsyncLocalStorage<{ request: number }>();
  const lanes = admissionLanes({ ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE: '10', ADMISSION_MAX_WAIT_MS: '5000' });
  const seen: (number | null)[] = [];
  let arrived = 0;
  const server = http.createServer((req, res) => {
    const id = ++arrived;
    lanes.admit(req, res, '/api/leads/me', () => {
      // What the request sees as it starts, then its answer ended inside a store of its own (as the app does).
      seen.push(store.getStore()?.request ?? null);
      store.run({ request: id }, () => setTimeout(() => res.end(String(id)), 20));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = () => new Promise<string>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/api/leads/me', agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
  try {
    // Three at once with one place: the second and third wait, and are let in as the one before them ends.
    const answers = await Promise.all([get(), get(), get()]);
    expect(answers.sort()).toEqual(['1', '2', '3']);
    expect(seen).toEqual([null, null, null]);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
