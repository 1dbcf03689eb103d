import sharp from 'sharp';
import * as t from '@/lib/db/schema';
import { TENANT_2, XHR, type Json } from './fixtures';
import { startServer, type Reply, type TestServer } from './server';
import { insertTeam, teamCookies, type MemberSpec, type TeamMember } from './team';

/**
 * Issue 17 item 1: GET/PUT /api/crm/settings (brokers read, admins change; other roles 403,
 * another company's document never reached), every field round-tripped and shown by the public
 * GET /api/company/settings (still without secrets), every bad input a 422 naming the field with
 * nothing saved, image uploads, the preview, the audit line, and — on PostgreSQL — a change on
 * one instance served by another within seconds.
 */
let server: TestServer;
const team: Record<string, TeamMember> = {};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({
    env: { JOBS: '0' },
    prepare: async (db) => {
      const members: MemberSpec[] = [
        ['admin', 1, 'broker', true], ['broker', 1, 'broker', false], ['alice', 1, 'agent', false], ['rita', 1, 'realtor', false], ['lenny', 1, 'lender', false],
        ['otherAdmin', 2, 'broker', true],
      ];
      Object.assign(team, await insertTeam(db, members, { lastName: 'Settings', domain: 'settings.test' }));
    },
  });
  Object.assign(cookies, await teamCookies(team));
}, 240_000);
afterAll(() => server?.stop());

const hostOf = (who: string) => (team[who]!.companyId === 2 ? TENANT_2 : undefined);
const call = (who: string, method: string, path: string, body?: unknown, target = server) =>
  target.request(path, { host: hostOf(who), method, headers: { cookie: cookies[who]!, ...XHR }, body: body === undefined ? undefined : JSON.stringify(body) });
const dataOf = <T = Json>(r: Reply): T => r.json<{ data: T }>().data;
const docOf = async (who = 'admin') => {
  const { settings, domains, locations } = dataOf(await call(who, 'GET', '/api/crm/settings'));
  return { settings, domains, locations } as Json;
};
const put = (body: unknown, who = 'admin') => call(who, 'PUT', '/api/crm/settings', body);
const publicSettings = async (host?: string, target = server) => dataOf((await target.request('/api/company/settings', { host })));
const upload = (kind: string, body: Buffer, who = 'admin', type = 'image/png') =>
  server.request(`/api/crm/settings/images/${kind}`, { host: hostOf(who), method: 'POST', headers: { cookie: cookies[who]!, 'x-requested-with': 'XMLHttpRequest', 'content-type': type }, body });
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: '#1b4f72' } }).png().toBuffer();

describe('who', () => {
  test('managers read the document (admins may edit); agents, realtors and lenders 403; visitors 401', async () => {
    const admin = dataOf(await call('admin', 'GET', '/api/crm/settings'));
    expect(admin.canEdit).toBe(true);
    expect(admin.settings.siteName).toBe('Peconic Bay Homes');
    expect(admin.domains).toEqual(expect.arrayContaining([{ host: 'localhost', isPrimary: true }]));
    expect(admin.features.length).toBeGreaterThan(10);
    const broker = dataOf(await call('broker', 'GET', '/api/crm/settings'));
    expect(broker.canEdit).toBe(false);
    expect(broker.settings).toEqual(admin.settings);
    for (const who of ['alice', 'rita', 'lenny']) {
      expect((await call(who, 'GET', '/api/crm/settings')).status).toBe(403);
      expect((await call(who, 'POST', '/api/crm/settings/preview', { colours: { primary: '#1b4f72', cta: '#b9770e' } })).status).toBe(403);
    }
    expect((await server.request('/api/crm/settings', { headers: XHR })).status).toBe(401);
  });

  test('only admins save: a broker and the other roles 403, nothing changed', async () => {
    const before = await docOf();
    const changed = { ...before, settings: { ...before.settings, siteName: 'Taken over' } };
    for (const who of ['broker', 'alice', 'lenny']) expect((await put(changed, who)).status).toBe(403);
    expect(await docOf()).toEqual(before);
  });

  test('each company reads and writes only its own document', async () => {
    const theirs = await docOf('otherAdmin');
    expect(theirs.settings.siteName).toBe('Hamptons Coastal Realty');
    expect(theirs.domains.map((d: Json) => d.host)).toEqual(['second.localhost']);
    // Company 1's session on company 2's host is nobody there.
    const crossed = await server.request('/api/crm/settings', { host: TENANT_2, headers: { cookie: cookies.admin!, ...XHR } });
    expect([401, 403]).toContain(crossed.status);
    const mine = await docOf();
    const r = await put({ ...theirs, settings: { ...theirs.settings, tagline: 'Second company tagline' } }, 'otherAdmin');
    expect(r.status).toBe(200);
    expect((await publicSettings(TENANT_2)).UI.data.colours.primary).toBe(theirs.settings.colours.primary);
    expect(await docOf()).toEqual(mine);
    expect((await put(theirs, 'otherAdmin')).status).toBe(200);
  });
});

describe('a round trip of every field', () => {
  test('PUT then GET returns it; the public settings and the home page show it at once, without secrets', async () => {
    const original = await docOf();
    const logo = dataOf(await upload('logo', await png(600, 200))).url as string;
    const mobile = dataOf(await upload('mobile-logo', await png(120, 120))).url as string;
    const background = dataOf(await upload('background', await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#88aacc' } }).jpeg().toBuffer(), 'admin', 'image/jpeg')).url as string;
    const settings = {
      siteName: 'Round Trip Realty', tagline: 'Every field, saved', logoUrl: logo, mobileLogoUrl: mobile, backgroundImageUrl: background,
      phone: '(631) 555-0177', email: 'hello@roundtrip.example',
      menuHtml: '<ul><li><a href="/real-estate">Round trip homes</a></li><li><a href="https://blog.example" target="_blank">Blog</a></li></ul>',
      // SPEC §5 link fields: a link typed without a protocol gets https://; ftp:// is one.
      footerHtml: '<p>Round trip footer <a href="www.roundtrip-news.example/today">News</a> <a href="ftp://files.roundtrip.example/a">Files</a></p><table><tr><td>dropped table</td></tr></table>', footerExtraPadding: 24,
      colours: { primary: '#204a87', cta: '#a40000' }, defaultSorting: 'price asc', personalSiteUrl: 'journal.roundtrip.example',
      trackingCodes: { googleAnalyticsId: 'G-ROUND123', facebookPixelId: '987654321' },
      facebookLoginEnabled: true, socialLogin: { facebookAppId: '1122334455', googleClientId: 'client-1.apps.example', googleLoginEnabled: true },
      fieldsConfiguration: { square: true, year: false, photo: true }, showPropertiesDealRatings: false, soldPricesRequireSignIn: true,
      propertyTypes: [{ param: 'r', title: 'Houses' }, { param: 'c', title: 'Condos' }], propertyStatuses: [{ param: 'a', title: 'For sale' }, { param: 's', title: 'Sold' }],
      visibleStatuses: ['p'], filterGroups: [{ title: 'Outside', params: ['pool', 'deck'] }], suggestions: ['zip', 'city'], homeVariant: 'seller', mapStyleUrl: null,
    };
    const body = {
      settings,
      domains: [...original.domains, { host: 'www.RoundTrip.example', isPrimary: false }],
      locations: [{ name: 'North Fork East', isActive: true, citySlugs: ['greenport', 'southold'] }, { name: 'Hidden', slug: 'hidden-area', isActive: false, citySlugs: [] }],
    };
    const r = await put(body);
    expect(r.status).toBe(200);
    const saved = await docOf();
    expect(saved.settings).toEqual({
      ...settings, phone: '+16315550177', personalSiteUrl: 'https://journal.roundtrip.example',
      footerHtml: '<p>Round trip footer <a href="https://www.roundtrip-news.example/today">News</a> <a href="ftp://files.roundtrip.example/a">Files</a></p>dropped table',
      menuHtml: '<ul><li><a href="/real-estate">Round trip homes</a></li><li><a href="https://blog.example" target="_blank" rel="noopener noreferrer">Blog</a></li></ul>',
    });
    expect(saved.domains).toContainEqual({ host: 'roundtrip.example', isPrimary: false });
    expect(saved.locations).toEqual([{ name: 'North Fork East', slug: 'north-fork-east', isActive: true, citySlugs: ['greenport', 'southold'] }, { name: 'Hidden', slug: 'hidden-area', isActive: false, citySlugs: [] }]);

    const site = await publicSettings();
    expect(site).toMatchObject({
      name: 'Round Trip Realty', logo, phone: '+16315550177', email: 'hello@roundtrip.example', footerExtraPadding: 24, personalSiteUrl: 'https://journal.roundtrip.example',
      UI: { data: { colours: { primary: '#204a87', cta: '#a40000' }, defaultSorting: 'price asc' } }, facebookLoginEnabled: true, homeVariant: 'seller',
      fieldsConfiguration: { square: true, year: false, photo: true }, showPropertiesDealRatings: false,
      trackingCodes: { googleAnalyticsId: 'G-ROUND123', facebookPixelId: '987654321', googleTagManagerId: null },
    });
    expect(site.menu).toContain('Round trip homes');
    expect(site.filters.property_types).toEqual([{ title: 'Houses', param: 'r' }, { title: 'Condos', param: 'c' }]);
    expect(site.filters.filter_groups[0].title).toBe('Outside');
    expect(site.locations).toEqual([{ name: 'North Fork East', slug: 'north-fork-east', isActive: true }, { name: 'Hidden', slug: 'hidden-area', isActive: false }]);
    expect(JSON.stringify(site)).not.toMatch(/secret|password|token/i);
    // The new domain answers for the company at once (the host cache followed).
    expect((await publicSettings('roundtrip.example')).name).toBe('Round Trip Realty');
    const home = await server.request('/');
    expect(home.text).toContain('Round trip homes');
    expect(home.text).toContain('--color-primary:#204a87');
    expect(home.text).toContain('href="https://www.roundtrip-news.example/today"');
    // The logo is served from the database to this company's hosts only.
    const image = await server.request(logo);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect((await server.request(logo, { host: TENANT_2 })).status).toBe(404);

    expect((await put(original)).status).toBe(200);
    // The seeded footer comes back as the sanitiser writes it (<br />): saved sanitised.
    const restored = await docOf();
    expect({ ...restored, settings: { ...restored.settings, footerHtml: restored.settings.footerHtml.replaceAll('<br />', '<br>') } }).toEqual(original);
    // The removed domain answers for nobody at once.
    expect((await server.request('/api/company/settings', { host: 'roundtrip.example' })).status).toBe(404);
  });
});

describe('bad input: 422 naming the field, nothing saved', () => {
  const cases: [string, (d: Json) => Json, string, RegExp][] = [
    ['an unreadable primary colour', (d) => ({ ...d, settings: { ...d.settings, colours: { ...d.settings.colours, primary: '#ffee99' } } }), 'settings.colours.primary', /3:1/],
    ['an unreadable cta colour', (d) => ({ ...d, settings: { ...d.settings, colours: { ...d.settings.colours, cta: '#ffffff' } } }), 'settings.colours.cta', /3:1/],
    ['a colour that is no colour', (d) => ({ ...d, settings: { ...d.settings, colours: { ...d.settings.colours, cta: 'red' } } }), 'settings.colours.cta', /#rrggbb/],
    ['an empty menu', (d) => ({ ...d, settings: { ...d.settings, menuHtml: '<ul></ul>' } }), 'settings.menuHtml', /at least one link/],
    ['a script in the footer', (d) => ({ ...d, settings: { ...d.settings, footerHtml: '<p>hi</p><script>alert(1)</script>' } }), 'settings.footerHtml', /<script>/],
    ['an event handler in the menu', (d) => ({ ...d, settings: { ...d.settings, menuHtml: '<a href="/" onmouseover="x()">Home</a>' } }), 'settings.menuHtml', /onmouseover/],
    ['a javascript: link', (d) => ({ ...d, settings: { ...d.settings, menuHtml: '<a href="JavaScript:alert(1)">Home</a>' } }), 'settings.menuHtml', /javascript/],
    ['an iframe', (d) => ({ ...d, settings: { ...d.settings, footerHtml: '<iframe src="https://evil.example"></iframe>' } }), 'settings.footerHtml', /iframe/],
    ['a style', (d) => ({ ...d, settings: { ...d.settings, footerHtml: '<style>body{display:none}</style>' } }), 'settings.footerHtml', /style/],
    ['a type list without types', (d) => ({ ...d, settings: { ...d.settings, propertyTypes: [] } }), 'settings.propertyTypes', /at least one/],
    ['a status list without statuses', (d) => ({ ...d, settings: { ...d.settings, propertyStatuses: [] } }), 'settings.propertyStatuses', /at least one/],
    ['a duplicate type param', (d) => ({ ...d, settings: { ...d.settings, propertyTypes: [{ param: 'r', title: 'A' }, { param: 'r', title: 'B' }] } }), 'settings.propertyTypes.1.param', /twice/],
    ['an unknown status', (d) => ({ ...d, settings: { ...d.settings, propertyStatuses: [{ param: 'z', title: 'Zombie' }] } }), 'settings.propertyStatuses.0.param', /status is one of/],
    ['a duplicate domain in the list', (d) => ({ ...d, domains: [...d.domains, { host: 'LOCALHOST', isPrimary: false }] }), 'domains.2.host', /twice/],
    ['another company’s domain', (d) => ({ ...d, domains: [...d.domains, { host: 'second.localhost', isPrimary: false }] }), 'domains.2.host', /already in use by another site/],
    ['an invalid host', (d) => ({ ...d, domains: [...d.domains, { host: 'not a host!', isPrimary: false }] }), 'domains.2.host', /valid host/],
    ['no primary domain', (d) => ({ ...d, domains: d.domains.map((x: Json) => ({ ...x, isPrimary: false })) }), 'domains', /primary/],
    ['no domains', (d) => ({ ...d, domains: [] }), 'domains', /at least one/],
    ['removing the domain in use', (d) => ({ ...d, domains: [{ host: '127.0.0.1', isPrimary: true }] }), 'domains', /using localhost right now/],
    ['a filter group feature not in the vocabulary', (d) => ({ ...d, settings: { ...d.settings, filterGroups: [{ title: 'Odd', params: ['pool', 'moat'] }] } }), 'settings.filterGroups.0.params.1', /not a feature/],
    ['an unknown key', (d) => ({ ...d, settings: { ...d.settings, backgroundMusic: 'on' } }), 'settings', /backgroundMusic/],
    ['an unknown nested key', (d) => ({ ...d, settings: { ...d.settings, colours: { ...d.settings.colours, accent: '#000000' } } }), 'settings.colours', /accent/],
    ['an unknown top-level key', (d) => ({ ...d, theme: 'dark' }), '_', /theme/],
    ['a NUL in the site name', (d) => ({ ...d, settings: { ...d.settings, siteName: 'Bad\u0000Name' } }), 'settings.siteName', /NUL/],
    ['an image of another company', (d) => ({ ...d, settings: { ...d.settings, logoUrl: '/api/company/images/AAAAAAAAAAAAAAAA' } }), 'settings.logoUrl', /Upload the image again/],
    ['a footer padding past 400', (d) => ({ ...d, settings: { ...d.settings, footerExtraPadding: 2_147_483_648 } }), 'settings.footerExtraPadding', /400|less than/],
  ];
  test.each(cases)('%s', async (_name, change, field, message) => {
    const before = await docOf();
    const r = await put(change(before));
    expect(r.status).toBe(422);
    const body = r.json<Json>();
    expect(body.errors?.[field]).toMatch(message);
    expect(JSON.stringify(body)).not.toMatch(/Hamptons/); // another company is never named
    expect(await docOf()).toEqual(before);
  });
});

describe('images', () => {
  test('not an image, over 5 MB, or tiny: 422; a broker 403; an unknown kind 404', async () => {
    const bad = await upload('logo', Buffer.from('not an image at all'));
    expect(bad.status).toBe(422);
    expect(bad.json<Json>().errors.image).toMatch(/JPEG, PNG or WebP/);
    const big = await upload('background', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'admin', 'image/jpeg');
    expect(big.status).toBe(422);
    expect(big.json<Json>().errors.image).toMatch(/5 MB/);
    const tiny = await upload('logo', await png(40, 20));
    expect(tiny.status).toBe(422);
    expect(tiny.json<Json>().errors.image).toMatch(/at least 100 px/);
    expect((await upload('logo', await png(600, 200), 'broker')).status).toBe(403);
    expect((await upload('favicon', await png(600, 200))).status).toBe(404);
    const ok = dataOf(await upload('logo', await png(900, 300)));
    expect(ok).toMatchObject({ width: 300, height: 100 });
  });
});

describe('preview', () => {
  test('the draft through the site’s sanitiser, its theme variables and what a save would refuse', async () => {
    const r = await call('broker', 'POST', '/api/crm/settings/preview', {
      menuHtml: '<ul><li><a href="/x" onclick="steal()">Preview link</a></li></ul><script>x()</script>',
      footerHtml: '<p>Foot</p>',
      colours: { primary: '#ff8800', cta: '#204a87' },
    });
    expect(r.status).toBe(200);
    const preview = dataOf(r);
    expect(preview.menuHtml).toBe('<ul><li><a href="/x">Preview link</a></li></ul>');
    expect(preview.theme['--color-primary']).toBe('#ff8800');
    expect(preview.theme['--color-primary-strong']).not.toBe('#ff8800');
    expect(preview.problems.menuHtml).toMatch(/script|onclick/);
  });
});

describe('audit', () => {
  test('each save writes a line naming the sections it changed (read last: it stops the server)', async () => {
    const lines = await server.inspect(async (db) => db.select().from(t.auditLog));
    const saves = lines.filter((l) => l.action === 'crm.settings.update' && l.companyId === 1);
    expect(saves.length).toBeGreaterThan(1);
    const sections = saves.map((l) => (l.data as Json).sections as string[]);
    expect(sections).toContainEqual(['branding', 'navigation', 'search', 'domains']);
    expect(lines.some((l) => l.action === 'admin.denied' && l.subject === 'PUT /api/crm/settings')).toBe(true);
  });
});
