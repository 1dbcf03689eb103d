// The production server: Next's request handler behind a plain Node HTTP server, so that
// what only the socket knows (the peer's address, whether it spoke TLS) reaches the app in
// headers nobody outside can set (DESIGN §13 "Client address"), and so that every answer
// carries the security headers and every method gets an answer (DESIGN §13 "Headers", "405"):
// some never reach Next (TRACE makes it throw; Node's parser refuses FOO). `npm start` and the
// tests run this, never `next start`: bundled by `npm run build` (scripts/production-build.mjs) and
// run on bare Node.
import http from 'node:http';
import next from 'next';
import { admissionLanes } from '../lib/http/admission-lanes';
import { methodAnswer, targetPath } from '../lib/http/allowed-methods';
import { CLIENT_ADDRESS_HEADER, parseTrustedProxies, resolveClientAddress, SERVER_SETS_CLIENT_ADDRESS } from '../lib/http/client-address';
import { startLoadLog } from '../lib/http/load-log';
import { answerClientError, answerConnect, declaresTooLargeBody, finishHead, sendBadTarget, sendMethodAnswer, sendTooLarge } from '../lib/http/node-answers';
import { readRequestTarget } from '../lib/http/request-target';
import { isHttpsRequest } from '../lib/http/request-protocol';
import { securityHeaders } from '../lib/http/security-headers';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND;
// Read from the environment the server starts with (a TRUSTED_PROXIES only in .env is not seen: nobody trusted).
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
process.env[SERVER_SETS_CLIENT_ADDRESS] = '1';

const app = next({ dev: false, dir: process.cwd(), port, hostname });
const handle = app.getRequestHandler();
// A bounded number of requests inside the app, the rest in a bounded first-come line, 503 past
// it (lib/http/admission.ts; why: docs/performance.md, "Issue 19: throughput and fairness").
const lanes = admissionLanes(process.env, process.env.SERVER_LOAD_LOG ? startLoadLog(Number(process.env.SERVER_LOAD_LOG) || 5, () => lanes.stats()) : undefined);

const server = http.createServer((req, res) => {
  const https = isHttpsRequest(req.socket, req.headers['x-forwarded-proto'], trusted);
  finishHead(res, securityHeaders(https));
  const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  // Next keeps a client's own X-Forwarded-For and -Proto (it only fills in missing ones): say what is true.
  req.headers['x-forwarded-for'] = client;
  req.headers['x-forwarded-proto'] = https ? 'https' : 'http';
  const target = readRequestTarget(req.url);
  if (target.form === 'origin') {
    req.url = target.path;
    if (target.host) req.headers.host = target.host;
  } else if (!(target.form === 'asterisk' && req.method === 'OPTIONS')) return sendBadTarget(res);
  const answer = methodAnswer(req.method, req.url);
  if (answer) return sendMethodAnswer(req, res, answer);
  if (declaresTooLargeBody(req)) return sendTooLarge(res);
  lanes.admit(req, res, targetPath(req.url), () => void handle(req, res));
});
server.on('clientError', answerClientError);
server.on('connect', (_req: http.IncomingMessage, socket) => answerConnect(socket));

void app.prepare().then(() => {
  server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
