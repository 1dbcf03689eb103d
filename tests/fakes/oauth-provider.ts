/**
 * A social-login provider on 127.0.0.1 for tests (docs/admin.md "Social login"): real HTTP
 * speaking OAuth2 authorization code + PKCE (S256), with OIDC's ID token (RS256, its key at
 * /jwks) and nonce when the scope holds `openid`.
 *
 *   GET  /authorize  → 302 to redirect_uri with ?code=&state= for the current user (or
 *                      ?error=access_denied when told to deny)
 *   POST /token      ← grant_type, code, redirect_uri, client_id, client_secret, code_verifier:
 *                      each checked; a code works once → { access_token, token_type, id_token? }
 *   GET  /userinfo   ← Bearer → the user (Google's claim names, or Facebook's with `style`)
 *   GET  /.well-known/openid-configuration, /jwks
 *   GET  /token?grant_type=client_credentials&client_id=&client_secret= (Facebook's app token)
 *
 * It records what it was asked, and can deny, or fail the token endpoint, on demand.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

export interface FakeUser {
  sub: string;
  email: string | null;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  /** How /userinfo names things: OIDC claims (Google) or the Graph API's (Facebook: no verified flag). */
  style?: 'oidc' | 'facebook';
}

export interface FakeProvider {
  /** Its base URL, also the ID token's issuer. */
  url: string;
  clientId: string;
  clientSecret: string;
  endpoints: { authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string; issuer: string };
  /** Who "signs in" at the next authorize. */
  user: FakeUser;
  /** The next authorize answers error=access_denied. */
  denyNext: boolean;
  /** The next token requests answer this status (500 …). */
  failTokenWith: number | null;
  /** Every authorize's query, and every token request's form. */
  authorizations: URLSearchParams[];
  tokenRequests: URLSearchParams[];
  close: () => Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  openid: boolean;
  user: FakeUser;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startOAuthProvider(options: { clientId?: string; clientSecret?: string; user?: FakeUser } = {}): Promise<FakeProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, FakeUser>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, Buffer.concat(chunks).toString('utf8'), res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeProvider = {
    url,
    clientId: options.clientId ?? 'fake-client-id',
    clientSecret: options.clientSecret ?? 'fake-client-secret-0123456789',
    endpoints: { authorizationEndpoint: `${url}/authorize`, tokenEndpoint: `${url}/token`, userinfoEndpoint: `${url}/userinfo`, issuer: url },
    user: options.user ?? { sub: 'user-1', email: 'fake.user@example.com', emailVerified: true, firstName: 'Fay', lastName: 'Kerr' },
    denyNext: false,
    failTokenWith: null,
    authorizations: [],
    tokenRequests: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));

  async function handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const at = new URL(req.url ?? '/', url);
    if (req.method === 'GET' && at.pathname === '/authorize') return authorize(at.searchParams, res);
    if (req.method === 'POST' && at.pathname === '/token') return token(new URLSearchParams(body), req.headers.authorization ?? null, res);
    // Facebook's app access token (client_credentials as a GET): what "Test connection" asks for.
    if (req.method === 'GET' && at.pathname === '/token') {
      const ok = at.searchParams.get('grant_type') === 'client_credentials' && at.searchParams.get('client_id') === fake.clientId && at.searchParams.get('client_secret') === fake.clientSecret;
      return ok ? json(res, 200, { access_token: `${fake.clientId}|app`, token_type: 'bearer' }) : json(res, 400, { error: 'invalid_client' });
    }
    if (req.method === 'GET' && at.pathname === '/userinfo') return userinfo(req.headers.authorization ?? null, res);
    if (req.method === 'GET' && at.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (req.method === 'GET' && at.pathname === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: url,
        authorization_endpoint: fake.endpoints.authorizationEndpoint,
        token_endpoint: fake.endpoints.tokenEndpoint,
        userinfo_endpoint: fake.endpoints.userinfoEndpoint,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    json(res, 404, { error: 'not_found' });
  }

  function authorize(query: URLSearchParams, res: http.ServerResponse) {
    fake.authorizations.push(query);
    const redirectUri = query.get('redirect_uri');
    if (!redirectUri || query.get('client_id') !== fake.clientId) return json(res, 400, { error: 'invalid_client' });
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    const challenge = query.get('code_challenge');
    if (fake.denyNext) {
      fake.denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else if (query.get('response_type') !== 'code' || query.get('code_challenge_method') !== 'S256' || !challenge) {
      back.searchParams.set('error', 'invalid_request');
    } else {
      const code = randomBytes(16).toString('base64url');
      const openid = (query.get('scope') ?? '').split(' ').includes('openid');
      grants.set(code, { clientId: fake.clientId, redirectUri, challenge, nonce: query.get('nonce'), openid, user: fake.user });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href }).end();
  }

  async function token(form: URLSearchParams, authorization: string | null, res: http.ServerResponse) {
    fake.tokenRequests.push(form);
    if (fake.failTokenWith !== null) return json(res, fake.failTokenWith, { error: 'server_error' });
    // client_secret_post (what the app sends) or client_secret_basic.
    const basic = authorization?.startsWith('Basic ') ? Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':').map(decodeURIComponent) : null;
    const clientId = basic?.[0] ?? form.get('client_id');
    const secret = basic?.[1] ?? form.get('client_secret');
    if (clientId !== fake.clientId || secret !== fake.clientSecret) return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') !== 'authorization_code') return json(res, 400, { error: 'unsupported_grant_type' });
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code); // once, whatever follows
    if (!grant || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant', error_description: 'code or redirect_uri' });
    const verifier = form.get('code_verifier');
    if (!verifier || s256(verifier) !== grant.challenge) return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, grant.user);
    const answer: Record<string, unknown> = { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 };
    if (grant.openid) answer.id_token = await idToken(grant, privateKey);
    json(res, 200, answer);
  }

  function idToken(grant: Grant, key: CryptoKey): Promise<string> {
    const claims: Record<string, unknown> = { email: grant.user.email, email_verified: grant.user.emailVerified ?? false };
    if (grant.nonce) claims.nonce = grant.nonce;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(url)
      .setAudience(grant.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
  }

  function userinfo(authorization: string | null, res: http.ServerResponse) {
    const user = authorization?.startsWith('Bearer ') ? tokens.get(authorization.slice(7)) : undefined;
    if (!user) return json(res, 401, { error: 'invalid_token' });
    if (user.style === 'facebook') {
      return json(res, 200, { id: user.sub, ...(user.email ? { email: user.email } : {}), first_name: user.firstName, last_name: user.lastName, name: `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() });
    }
    return json(res, 200, {
      sub: user.sub,
      ...(user.email ? { email: user.email, email_verified: user.emailVerified ?? false } : {}),
      given_name: user.firstName,
      family_name: user.lastName,
    });
  }

  return fake;
}
