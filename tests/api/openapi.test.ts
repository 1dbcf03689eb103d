import { leadsQuerySchema } from '@/lib/crm/leads-query';
import { seededAgentCookie, XHR, type Json } from './fixtures';
import { startServer, type TestServer } from './server';
import { rows } from '../db/harness';
import { sql } from 'drizzle-orm';

/**
 * GET /api/openapi.json (issue 17 item 7): a valid OpenAPI 3.1 document (structure), served
 * publicly and cached; every documented path and method is one the server answers; the leads
 * list's query parameters are the route's zod schema's keys.
 */
let server: TestServer;
let doc: Json;
let admin = '';

beforeAll(async () => {
  let broker = { id: 0, companyId: 1, type: 'broker' as const, isAdmin: true };
  server = await startServer({
    env: { JOBS: '0' },
    prepare: async (db) => {
      const [row] = await rows<{ id: number; is_admin: boolean }>(db, sql`select id, is_admin from agents where company_id = 1 and type = 'broker' and is_active order by id limit 1`);
      broker = { ...broker, id: row!.id, isAdmin: row!.is_admin };
    },
  });
  admin = await seededAgentCookie(broker);
  const r = await server.request('/api/openapi.json');
  expect(r.status).toBe(200);
  expect(r.headers['content-type']).toMatch(/application\/json/);
  expect(r.headers['cache-control']).toMatch(/public/);
  doc = r.json<Json>();
}, 240_000);
afterAll(() => server?.stop());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

test('a structurally valid OpenAPI 3.1 document', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['agentSession', 'integrationKey', 'leadBearer', 'leadCookie']);
  expect(doc.components.schemas.Error).toBeDefined();
  const seenIds = new Set<string>();
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    expect(path).toMatch(/^\/api\//);
    const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries<Json>(item)) {
      expect(METHODS).toContain(method);
      expect(op.summary).toEqual(expect.any(String));
      expect(Object.keys(op.responses).length).toBeGreaterThan(1);
      for (const response of Object.values<Json>(op.responses)) expect(response.description).toEqual(expect.any(String));
      // Every {name} in the path is a required path parameter, and nothing else is one.
      const pathParams = (op.parameters ?? []).filter((p: Json) => p.in === 'path');
      expect(pathParams.map((p: Json) => p.name).sort()).toEqual([...named].sort());
      for (const p of pathParams) expect(p.required).toBe(true);
      for (const p of op.parameters ?? []) expect(['path', 'query', 'header', 'cookie']).toContain(p.in);
      if (op.requestBody) expect(op.requestBody.content['application/json'].schema).toBeDefined();
      for (const requirement of op.security ?? []) for (const scheme of Object.keys(requirement)) expect(doc.components.securitySchemes[scheme]).toBeDefined();
      const id = `${method} ${path}`;
      expect(seenIds.has(id)).toBe(false);
      seenIds.add(id);
    }
  }
  // $refs point at components that exist.
  for (const ref of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)) expect(doc.components[ref[1]!][ref[2]!]).toBeDefined();
});

test('every documented path and method is one the server answers', async () => {
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    const concrete = path.replace(/\{\w+\}/g, '1');
    const options = await server.request(concrete, { method: 'OPTIONS' });
    const allow = String(options.headers.allow ?? '');
    for (const method of Object.keys(item)) expect({ path, method, allowed: allow.split(/,\s*/).includes(method.toUpperCase()) }).toEqual({ path, method, allowed: true });
    if (item.get && !path.includes('{')) {
      // As an admin: the CRM's and the site's public calls answer; a lead's own calls say 401 (or 403: agents keep no saved searches).
      const r = await server.request(concrete, { headers: { cookie: admin, ...XHR } });
      const leadsOnly = (item.get.security ?? []).every((req: Json) => Object.keys(req).every((k) => k.startsWith('lead')));
      // A call with required query parameters (the calendar's from/to) answers 400 without them, naming them.
      const needsQuery = (item.get.parameters ?? []).some((p: Json) => p.in === 'query' && p.required);
      const expected = leadsOnly ? [401, 403] : needsQuery ? [400] : [200];
      expect({ path, status: r.status, ok: expected.includes(r.status) }).toEqual({ path, status: r.status, ok: true });
    }
  }
});

test('the leads list’s query parameters are the route’s zod schema’s', () => {
  const params = doc.paths['/api/crm/leads'].get.parameters.filter((p: Json) => p.in === 'query').map((p: Json) => p.name).sort();
  expect(params).toEqual(Object.keys(leadsQuerySchema.shape).sort());
  expect(doc.paths['/api/crm/leads'].get.security).toContainEqual({ integrationKey: ['lead.profile.read'] });
  expect(doc.paths['/api/crm/leads/{id}'].patch.requestBody.content['application/json'].schema.properties.stage.enum).toContain('new');
});
