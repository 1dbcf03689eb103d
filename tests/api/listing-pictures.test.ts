import sharp from 'sharp';
import { leadClaims, seededAgentCookie, seededLeadToken, type Json } from './fixtures';
import { seededLeads } from './lead-helpers';
import { startServer, type Reply, type TestServer } from './server';

/**
 * DESIGN §13 "a visitor's listing answer carries only the free pictures" and SPEC §6/§9: a
 * visitor and a half-signed-up lead get the URLs of the first 3 photos (the `fp` cookie
 * changes the number), with `attributes.images_total` telling how many there are; a signed-up
 * lead and an agent get them all. The photo files past the free ones are served only to those
 * who may see them, and never from a shared cache.
 */

let server: TestServer;
type Who = { name: string; headers: Record<string, string> };
let visitor: Who;
let halfLead: Who;
let fullLead: Who;
let agent: Who;
/** A tenant-1 listing with more than five photos. */
let listing: Json;

beforeAll(async () => {
  server = await startServer();
  const [lead] = await seededLeads(server, 1, 1);
  visitor = { name: 'visitor', headers: {} };
  halfLead = { name: 'half-signed-up lead', headers: { cookie: `JWT=${await seededLeadToken(leadClaims(lead!.id, 1, { completed: false }))}` } };
  fullLead = { name: 'signed-up lead', headers: { cookie: `JWT=${lead!.token}` } };
  agent = { name: 'agent', headers: { cookie: await seededAgentCookie({ id: 2, companyId: 1, type: 'agent', isAdmin: false }) } };
  const found = (await server.request('/api/properties?type=r&withim=1&city_label=Riverhead,+NY')).json<{ data: Json[] }>().data;
  listing = found.find((l) => l.attributes.images_total > 5)!;
  expect(listing).toBeDefined();
}, 240_000);
afterAll(() => server?.stop());

const withCookie = (who: Who, cookie: string): Who => ({ name: `${who.name} (${cookie})`, headers: { cookie: [who.headers.cookie, cookie].filter(Boolean).join('; ') } });
const get = (path: string, who: Who, extra: Record<string, string> = {}): Promise<Reply> => server.request(path, { headers: { ...who.headers, ...extra } });

/** Every listing photo URL in a text, as [listing id, photo index]. */
function photosIn(text: string): [number, number][] {
  return [...text.matchAll(/\/images\/(\d+)-(\d+)\.jpg/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** The highest photo index a text names (-1 for none). */
const highestPhoto = (text: string) => Math.max(-1, ...photosIn(text).map(([, n]) => n));

/** What one list item must carry for a viewer allowed `limit` photos. */
function expectItem(item: Json, limit: number, who: string) {
  const total = item.attributes.images_total as number;
  const expected = total === 0 ? ['/images/placeholder.jpg'] : Array.from({ length: Math.min(total, limit) }, (_, n) => `/images/${item.id}-${n}.jpg`);
  expect([who, item.id, item.images]).toEqual([who, item.id, expected]);
}

describe('listing answers carry the pictures this viewer may see, and the total', () => {
  test('a visitor and a half-signed-up lead: the first 3 in lists, details, similar homes, map pins and pages', async () => {
    for (const who of [visitor, halfLead]) {
      const list = await get('/api/properties?type=r&withim=1', who);
      expect(highestPhoto(list.text)).toBe(2);
      for (const item of list.json<{ data: Json[] }>().data) expectItem(item, 3, who.name);

      const details = await get(`/api/properties/${listing.id}`, who);
      const d = details.json<{ data: Json }>().data;
      expectItem(d, 3, who.name);
      expect(d.attributes.images_total).toBe(listing.attributes.images_total);
      for (const s of [...d.similar, ...d.similarSold] as Json[]) expectItem(s, 3, who.name);
      expect(highestPhoto(details.text)).toBe(2);

      const pins = await get('/api/properties/markers?type=r&per_page=500', who);
      expect(highestPhoto(pins.text)).toBe(0);
      // Answers that depend on who asks are never kept for someone else.
      for (const r of [list, details, pins]) {
        expect(r.headers['cache-control']).toBe('private, no-cache');
        expect(r.headers.vary).toMatch(/Cookie, Authorization/);
      }
      // The pages' HTML (and the data React carries in it) name no photo past the free ones either.
      for (const path of [listing.meta.data.url, '/real-estate', '/real-estate/riverhead-ny', '/', '/communities/riverhead-ny']) {
        const page = await get(path, who);
        expect([who.name, path, page.status]).toEqual([who.name, path, 200]);
        expect([who.name, path, highestPhoto(page.text) <= 2]).toEqual([who.name, path, true]);
      }
    }
  });

  test('the fp cookie changes the free number (SPEC §6); a malformed one is the default', async () => {
    for (const [cookie, limit] of [['fp=5', 5], ['fp=1', 1], ['fp=0', 0], ['fp=lots', 3], ['fp=-1', 3]] as const) {
      const who = withCookie(visitor, cookie);
      const d = (await get(`/api/properties/${listing.id}`, who)).json<{ data: Json }>().data;
      expectItem(d, limit, who.name);
      for (const item of (await get('/api/properties?type=r&withim=1', who)).json<{ data: Json[] }>().data) expectItem(item, limit, who.name);
    }
    // With no free photo the pin shows the placeholder.
    const pins = (await get('/api/properties/markers?type=r&withim=1&per_page=20', withCookie(visitor, 'fp=0'))).json<{ data: Json[] }>().data;
    for (const pin of pins) expect(pin.image).toBe('/images/placeholder.jpg');
  });

  test('a signed-up lead and an agent get every photo', async () => {
    for (const who of [fullLead, agent, withCookie(fullLead, 'fp=1')]) {
      const d = (await get(`/api/properties/${listing.id}`, who)).json<{ data: Json }>().data;
      expectItem(d, Number.POSITIVE_INFINITY, who.name);
      for (const item of (await get('/api/properties?type=r&withim=1', who)).json<{ data: Json[] }>().data) expectItem(item, Number.POSITIVE_INFINITY, who.name);
      const page = await get(listing.meta.data.url, who);
      const own = photosIn(page.text).filter(([id]) => id === listing.id).map(([, n]) => n);
      expect(Math.max(...own)).toBe(listing.attributes.images_total - 1);
    }
  });
});

describe('GET /images/{id}-{n}.jpg past the free photos', () => {
  const photo = (n: number) => `/images/${listing.id}-${n}.jpg`;
  const isJpeg = (r: Reply) => r.headers['content-type'] === 'image/jpeg' && r.status === 200;

  test('the free photos are the same for everyone and may be cached publicly', async () => {
    for (const who of [visitor, halfLead, fullLead, agent]) {
      const r = await get(photo(0), who);
      expect([who.name, isJpeg(r), r.headers['cache-control']]).toEqual([who.name, true, 'public, max-age=604800, stale-while-revalidate=86400']);
    }
  });

  test('are refused to a visitor and a half-signed-up lead, uncached, also when revalidating or past the last photo', async () => {
    const last = listing.attributes.images_total - 1;
    const etag = (await get(photo(3), fullLead)).headers.etag as string;
    expect(etag).toMatch(/^".+\.jpg"$/);
    for (const who of [visitor, halfLead, withCookie(visitor, 'fp=2')]) {
      for (const n of [3, last, last + 5]) {
        const r = await get(photo(n), who);
        expect([who.name, n, r.status, r.headers['content-type']]).toEqual([who.name, n, 403, 'text/plain; charset=utf-8']);
        expect(r.headers['cache-control']).toBe('private, no-store');
      }
      expect((await get(photo(3), who, { 'if-none-match': etag })).status).toBe(403);
    }
  });

  test('are served to those allowed, privately: never a shared cache, varying by cookie', async () => {
    const last = listing.attributes.images_total - 1;
    const cases: [Who, number][] = [[fullLead, last], [agent, last], [withCookie(visitor, 'fp=5'), 4]];
    for (const [who, n] of cases) {
      const r = await get(photo(n), who);
      expect([who.name, isJpeg(r)]).toEqual([who.name, true]);
      expect(r.headers['cache-control']).toBe('private, max-age=604800');
      expect(r.headers.vary).toMatch(/cookie/i);
      const again = await get(photo(n), who, { 'if-none-match': r.headers.etag as string });
      expect([again.status, again.headers['cache-control']]).toEqual([304, 'private, max-age=604800']);
    }
    expect((await get(photo(5), withCookie(visitor, 'fp=5'))).status).toBe(403);
  });
});

describe('GET /images/{id}-{n}.jpg?w=: a width from a fixed list, AVIF or WebP by Accept, encoded once', () => {
  const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  // Bytes, not text: the reply helper decodes bodies as UTF-8.
  const fetchImage = async (path: string, accept?: string) => {
    const res = await fetch(`http://localhost:${server.port}${path}`, { headers: accept ? { accept } : {} });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  };

  test('a width not in the list is a 400 naming the field', async () => {
    for (const w of ['333', '0', 'abc', '1e3', '96O']) {
      const r = await get(`/images/${listing.id}-0.jpg?w=${w}`, visitor);
      expect([w, r.status, r.text]).toEqual([w, 400, 'w: must be one of 320, 480, 640, 800, 960, 1280, 1920']);
    }
  });

  test('AVIF, WebP or JPEG by Accept at the width asked, varying by Accept; the second ask is read from the cache', async () => {
    const path = `/images/${listing.id}-1.jpg?w=480`;
    const cases: [string | undefined, string, string][] = [
      [CHROMIUM_ACCEPT, 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      [undefined, 'image/jpeg', 'jpeg'],
    ];
    const etags = new Set<string>();
    for (const [accept, type, decoded] of cases) {
      const first = await fetchImage(path, accept);
      expect([accept, first.res.status, first.res.headers.get('content-type')]).toEqual([accept, 200, type]);
      // A run against a data directory used before may find it made already.
      expect(['miss', 'hit']).toContain(first.res.headers.get('x-image-cache'));
      expect(first.res.headers.get('vary')).toMatch(/accept/i);
      expect(first.res.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
      const meta = await sharp(first.body).metadata();
      expect([accept, meta.format, meta.width]).toEqual([accept, decoded, 480]);
      etags.add(first.res.headers.get('etag') ?? '');
      const second = await fetchImage(path, accept);
      expect([accept, second.res.headers.get('x-image-cache'), second.body.equals(first.body)]).toEqual([accept, 'hit', true]);
    }
    expect(etags.size).toBe(3);
  });

  test('the placeholder and a seeded agent photo are sized and encoded the same way', async () => {
    const placeholder = await fetchImage('/images/placeholder.jpg?w=320', CHROMIUM_ACCEPT);
    expect([placeholder.res.status, placeholder.res.headers.get('content-type'), (await sharp(placeholder.body).metadata()).width]).toEqual([200, 'image/avif', 320]);
    const html = (await get('/company-agents', visitor)).text;
    const avatar = /\/images\/agents\/avatar-\d+-\d+\.jpg/.exec(html)?.[0];
    expect(avatar).toBeDefined();
    const photo = await fetchImage(`${avatar}?w=90`, 'image/webp,*/*');
    expect([photo.res.status, photo.res.headers.get('content-type'), (await sharp(photo.body).metadata()).width]).toEqual([200, 'image/webp', 90]);
    expect((await fetchImage(`${avatar}?w=90`, 'image/webp,*/*')).res.headers.get('x-image-cache')).toBe('hit');
  });
});
