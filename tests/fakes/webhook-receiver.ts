/**
 * A webhook receiver on 127.0.0.1 for tests: real HTTP, it records each POST (headers and the raw
 * body, so a test can check the signature over the very bytes sent) and answers 200, or the
 * status it was told to fail the next N with.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedHook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { event: string; occurredAt: string; data: Record<string, unknown> };
  /** What it answered. */
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** Answer the next `count` requests with `status` (default 500) and a short body saying so. */
  failNext: (count: number, status?: number) => void;
  /** Waits until a request matching `match` has come (polling; the app's job posts on its own clock). */
  waitFor: (match: (hook: ReceivedHook) => boolean, timeoutMs?: number) => Promise<ReceivedHook>;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  let failures = { count: 0, status: 500 };
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: ReceivedHook['json'] = { event: '', occurredAt: '', data: {} };
      try {
        json = JSON.parse(body) as ReceivedHook['json'];
      } catch {
        // Recorded as it came: the test will see an empty event.
      }
      const failing = failures.count > 0;
      if (failing) failures = { ...failures, count: failures.count - 1 };
      const status = failing ? failures.status : 200;
      received.push({ path: req.url ?? '/', headers: req.headers, body, json, status });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(failing ? { error: 'receiver is down for the test' } : { ok: true }));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext: (count, status = 500) => {
      failures = { count, status };
    },
    waitFor: async (match, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching webhook within ${timeoutMs} ms; received: ${received.map((r) => `${r.json.event} ${r.status}`).join(', ') || 'nothing'}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }),
  };
}
