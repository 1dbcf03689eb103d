import { companySettingsSchema } from '@/lib/tenancy/settings-schema';

const minimal = { siteName: 'X', propertyTypes: [{ param: 'r', title: 'Single Family' }], propertyStatuses: [{ param: 'a', title: 'Active' }] };

describe('companySettingsSchema', () => {
  it('fills SPEC defaults: brand colours, default sorting', () => {
    const s = companySettingsSchema.parse(minimal);
    expect(s.colours).toEqual({ primary: '#3c8dbc', cta: '#d82738' });
    expect(s.defaultSorting).toBe('created_at desc');
    expect(s.fieldsConfiguration).toBeNull();
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
