// The production server: Next's request handler behind a plain Node HTTP server, so that
// what only the socket knows (the peer's address) reaches the app in a header nobody outside
// can set (DESIGN §13 "Client address"). `npm start` and the tests run this, never `next start`.
import http from 'node:http';
import next from 'next';
import { CLIENT_ADDRESS_HEADER, parseTrustedProxies, resolveClientAddress } from '../lib/http/client-address';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND;
const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);

const app = next({ dev: false, dir: process.cwd(), port, hostname });
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
  req.headers[CLIENT_ADDRESS_HEADER] = client;
  // Next keeps a client's own X-Forwarded-For (it only fills in a missing one): say who it really is.
  req.headers['x-forwarded-for'] = client;
  void handle(req, res);
});

void app.prepare().then(() => {
  server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
