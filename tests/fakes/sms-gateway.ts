/**
 * An SMS and voice gateway on 127.0.0.1 for tests, speaking the protocol lib/texts and
 * lib/voice use (docs/automation.md "Texts and calls"): real HTTP, a bearer token, JSON.
 *
 *   POST /messages  { from, to, body, statusCallback }       → 201 { id: "SM…", status: "queued" }
 *   POST /calls     { kind, to, bridge?, script?, statusCallback } → 201 { id: "CA…", status: "queued" }
 *
 * It records every request it took, fails the next N on demand (a 503, or a hang past our 10 s
 * timeout), and plays the carrier: `report(id, status)` posts a signed status call to the
 * statusCallback the message named, as a real gateway would.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface GatewayRequest {
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
  /** The id it answered, or null for a request it failed. */
  id: string | null;
}

export interface SmsGateway {
  url: string;
  /** SMS_URL / VOICE_URL for the app. */
  smsUrl: string;
  voiceUrl: string;
  token: string;
  requests: GatewayRequest[];
  /** Fail the next `count` requests with `status` (default 503). */
  failNext: (count: number, status?: number) => void;
  /** Posts the carrier's status for message `id` to its statusCallback, signed with `secret`; resolves to the app's answer status. */
  report: (id: string, payload: Record<string, unknown>, secret: string) => Promise<number>;
  close: () => Promise<void>;
}

export async function startSmsGateway(token = 'gateway-test-token'): Promise<SmsGateway> {
  const requests: GatewayRequest[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 503 };
  let next = 1;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'bad json' }));
        return;
      }
      const path = req.url ?? '/';
      const record: GatewayRequest = { path, authorization: req.headers.authorization ?? null, body, id: null };
      requests.push(record);
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'bad token' }));
        return;
      }
      if (failures.count > 0) {
        failures.count -= 1;
        res.writeHead(failures.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'gateway unavailable' }));
        return;
      }
      record.id = `${path.startsWith('/calls') ? 'CA' : 'SM'}${String(next++).padStart(6, '0')}`;
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: record.id, status: 'queued' }));
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    smsUrl: `${url}/messages`,
    voiceUrl: `${url}/calls`,
    token,
    requests,
    failNext: (count, status = 503) => (failures = { count, status }),
    report: async (id, payload, secret) => {
      const taken = requests.find((r) => r.id === id);
      const callback = taken?.body.statusCallback;
      if (typeof callback !== 'string') throw new Error(`No status callback for ${id}`);
      const body = JSON.stringify({ id, ...payload });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
      const answer = await fetch(callback, { method: 'POST', headers: { 'content-type': 'application/json', 'x-webhook-timestamp': timestamp, 'x-webhook-signature': signature }, body });
      return answer.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
