/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { admissionLanes } from '@/lib/http/admission-lanes';

// A request must never start inside the async context of another: the app keeps per-request
// state in AsyncLocalStorage (Next's request stores, React's, whose cache holds the viewer), and
// a callback made inside another request's answer carries its stores. Under load a waiting
// request, let in from the release of the one before it, read that request's viewer
// (docs/performance.md "Tenth session on issue 19"). The lanes let every request in through the
// server's own context (lib/http/admission-lanes.ts).

test('a request let in after waiting starts in its own context, not in the stores of the request whose answer freed its place', async () => {
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

test('every request enters the app without another request’s store, even when admitted from inside one', async () => {
  const store = new AsyncLocalStorage<{ request: number }>();
  const lanes = admissionLanes({ ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE: '10', ADMISSION_MAX_WAIT_MS: '5000' });
  const seen: Record<string, number | null> = {};
  let answered = 0;
  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    // Admitted from inside the store of request 99: what a callback made inside another request's answer would do.
    store.run({ request: 99 }, () =>
      lanes.admit(req, res, path, () => {
        seen[path] = store.getStore()?.request ?? null;
        res.end(String(++answered));
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string) => new Promise<void>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject);
  });
  try {
    // A file (never queued) and an API call (the app's line), each let in at once.
    await get('/_next/static/app.js');
    await get('/api/leads/me');
    expect(seen).toEqual({ '/_next/static/app.js': null, '/api/leads/me': null });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
