import { siteSettingsBody, withProtocol, phoneE164 } from '@/lib/crm/site-settings-schema';
import { hostileMarkup } from '@/lib/crm/site-settings-html';
import { sectionOfField } from '@/lib/crm/site-settings-fields';
import { fieldErrors } from '@/lib/http/zod-errors';

const good = () => ({
  settings: {
    siteName: 'Test Homes',
    menuHtml: '<ul><li><a href="/real-estate">Homes</a></li></ul>',
    footerHtml: '<p>Footer</p>',
    colours: { primary: '#1b4f72', cta: '#b9770e' },
    defaultSorting: 'price desc',
    propertyTypes: [{ param: 'r', title: 'Single Family' }],
    propertyStatuses: [{ param: 'a', title: 'Active' }],
  },
  domains: [{ host: 'Homes.Example.com', isPrimary: true }],
  locations: [{ name: 'North Fork', citySlugs: ['riverhead'] }],
});

const errorsOf = (body: unknown) => {
  const r = siteSettingsBody.safeParse(body);
  return r.success ? {} : fieldErrors(r.error);
};

test('a good document parses: host normalised, slug derived, defaults filled, HTML kept', () => {
  const r = siteSettingsBody.parse(good());
  expect(r.domains[0]!.host).toBe('homes.example.com');
  expect(r.locations[0]).toEqual({ name: 'North Fork', slug: 'north-fork', isActive: true, citySlugs: ['riverhead'] });
  expect(r.settings.menuHtml).toBe('<ul><li><a href="/real-estate">Homes</a></li></ul>');
  expect(r.settings.homeVariant).toBe('default');
});

test('SPEC §5 protocol rule: example.com gets https://, http/https/ftp are kept', () => {
  expect(withProtocol('example.com/blog')).toBe('https://example.com/blog');
  expect(withProtocol('ftp://files.example.com')).toBe('ftp://files.example.com');
  expect(withProtocol('HTTP://x.example')).toBe('HTTP://x.example');
  expect(phoneE164('(631) 555-0142')).toBe('+16315550142');
  const r = siteSettingsBody.parse({ ...good(), settings: { ...good().settings, personalSiteUrl: 'journal.example.com', phone: '631-555-0142' } });
  expect(r.settings.personalSiteUrl).toBe('https://journal.example.com');
  expect(r.settings.phone).toBe('+16315550142');
});

test.each([
  ['unreadable primary', { colours: { primary: '#f0f0f0', cta: '#b9770e' } }, 'settings.colours.primary', /3:1/],
  ['empty menu', { menuHtml: '<ul></ul>' }, 'settings.menuHtml', /at least one link/],
  ['script in footer', { footerHtml: '<p>x</p><script>alert(1)</script>' }, 'settings.footerHtml', /<script>/],
  ['event handler', { footerHtml: '<img src="https://x.example/a.png" onerror="alert(1)">' }, 'settings.footerHtml', /onerror/],
  ['javascript: URL', { menuHtml: '<a href=" java\tscript:alert(1)">x</a>' }, 'settings.menuHtml', /javascript/],
  ['iframe', { footerHtml: '<iframe src="https://x.example"></iframe>' }, 'settings.footerHtml', /iframe/],
  ['style', { footerHtml: '<p style="color:red">x</p>' }, 'settings.footerHtml', /styles/],
  ['no types', { propertyTypes: [] }, 'settings.propertyTypes', /at least one/],
  ['duplicate type', { propertyTypes: [{ param: 'r', title: 'A' }, { param: 'r', title: 'B' }] }, 'settings.propertyTypes.1.param', /twice/],
  ['unknown key', { favouriteColour: 'blue' }, 'settings', /favouriteColour/],
  ['unknown control', { fieldsConfiguration: { hovercraft: true } }, 'settings.fieldsConfiguration', /hovercraft/],
  ['bad sort', { defaultSorting: 'colour asc' }, 'settings.defaultSorting', /Sort by/],
  ['bad suggestion', { suggestions: ['zip', 'nope'] }, 'settings.suggestions.1', /suggestion key/],
])('%s: 422 names the field', (_name, change, field, message) => {
  const errors = errorsOf({ ...good(), settings: { ...good().settings, ...change } });
  expect(errors[field]).toMatch(message);
});

test('domains: invalid, duplicate, no primary', () => {
  expect(errorsOf({ ...good(), domains: [{ host: 'not a host', isPrimary: true }] })['domains.0.host']).toMatch(/valid host/);
  expect(errorsOf({ ...good(), domains: [{ host: 'a.example', isPrimary: true }, { host: 'A.example', isPrimary: false }] })['domains.1.host']).toMatch(/twice/);
  expect(errorsOf({ ...good(), domains: [{ host: 'a.example', isPrimary: false }] }).domains).toMatch(/primary/);
  expect(errorsOf({ ...good(), domains: [] }).domains).toMatch(/at least one/);
});

test('harmless markup is sanitised, hostile markup named', () => {
  expect(hostileMarkup('<ul><li><a href="https://x.example" target="_blank">x</a></li></ul>')).toBeNull();
  expect(hostileMarkup('<a href="&#106;avascript:alert(1)">x</a>')).toMatch(/javascript/);
  expect(hostileMarkup('<svg onload="x"></svg>')).toMatch(/svg/);
  const r = siteSettingsBody.parse({ ...good(), settings: { ...good().settings, footerHtml: '<table><tr><td>cell</td></tr></table><p class="x">ok</p>' } });
  expect(r.settings.footerHtml).toBe('cell<p class="x">ok</p>');
});

test('error keys map to their section', () => {
  expect(sectionOfField('settings.colours.primary')).toBe('branding');
  expect(sectionOfField('settings.menuHtml')).toBe('navigation');
  expect(sectionOfField('domains.1.host')).toBe('domains');
  expect(sectionOfField('locations.0.slug')).toBe('search');
});
