import { parseStoredSettings } from '@/lib/tenancy/parse-settings';
import { companySettingsSchema } from '@/lib/tenancy/settings-schema';

const minimal = { siteName: 'X', propertyTypes: [{ param: 'r', title: 'Single Family' }], propertyStatuses: [{ param: 'a', title: 'Active' }] };

describe('companySettingsSchema', () => {
  it('fills SPEC defaults: brand colours, default sorting', () => {
    const s = companySettingsSchema.parse(minimal);
    expect(s.colours).toEqual({ primary: '#3c8dbc', cta: '#d82738' });
    expect(s.defaultSorting).toBe('created_at desc');
    expect(s.fieldsConfiguration).toBeNull();
  });

  it('home page variant: default unless the company chose the seller-focused one', () => {
    expect(companySettingsSchema.parse(minimal).homeVariant).toBe('default');
    expect(companySettingsSchema.parse({ ...minimal, homeVariant: 'seller' }).homeVariant).toBe('seller');
    // An unknown variant in stored settings falls back to the default page, not an error page.
    const { settings, problems } = parseStoredSettings({ ...minimal, homeVariant: 'buyer' }, 'Co');
    expect([settings.homeVariant, problems]).toEqual(['default', [expect.stringMatching(/^homeVariant: /)]]);
  });

  it.each([
    ['a colour that is CSS', { colours: { primary: 'red;}body{display:none', cta: '#d82738' } }],
    ['a tracking "id" that is markup', { trackingCodes: { googleAnalyticsId: '<script>alert(1)</script>' } }],
    ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }],
    ['a phone that is not E.164', { phone: '555-0142' }],
    ['no property types', { propertyTypes: [] }],
  ])('rejects %s', (_label, patch) => {
    expect(companySettingsSchema.safeParse({ ...minimal, ...patch }).success).toBe(false);
  });
});

describe('parseStoredSettings', () => {
  it('passes valid settings through untouched', () => {
    expect(parseStoredSettings(minimal, 'Co')).toEqual({ settings: companySettingsSchema.parse(minimal), problems: [] });
  });

  it('falls back field by field, keeping the valid ones', () => {
    const { settings, problems } = parseStoredSettings({ ...minimal, colours: { primary: 'red', cta: '#000000' }, footerHtml: '<p>ok</p>' }, 'Co');
    expect(settings.colours).toEqual({ primary: '#3c8dbc', cta: '#d82738' });
    expect(settings.footerHtml).toBe('<p>ok</p>');
    expect(problems).toEqual([expect.stringMatching(/^colours\.primary: /)]);
  });

  it('fills required fields from the company when they are missing or broken', () => {
    const { settings } = parseStoredSettings({ propertyTypes: 'nope' }, 'Acme Realty');
    expect(settings.siteName).toBe('Acme Realty');
    expect(settings.propertyTypes).toEqual([{ param: 'r', title: 'Single Family' }]);
    expect(parseStoredSettings(null, 'X').settings.siteName).toBe('X');
  });
});
