/** @jest-environment node */
import { fieldErrors } from '@/lib/http/zod-errors';
import { codeFromName, createSourceInput, editSourceInput, runsQuery } from '@/lib/feeds/sources-input';

const good = { name: 'Hamptons MLS', kind: 'reso-web-api', url: 'https://api.example.com/odata', auth: { type: 'bearer', token: 't0k' } };

function errorsOf(schema: typeof createSourceInput | typeof editSourceInput, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('feed input', () => {
  it('takes a full feed and fills nothing it was not given', () => {
    const parsed = createSourceInput.parse({
      ...good,
      auth: { type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'abc', clientSecret: 's', scope: '' },
      resource: 'Property',
      filter: "  CountyOrParish eq 'Suffolk'  ",
      legalDisclaimer: 'Data deemed reliable.',
      restrictedStatuses: ['s', 'o', 's'],
      propertyTypeMap: { Residential: 'r', 'Residential/Condominium': 'c' },
    });
    expect(parsed.filter).toBe("CountyOrParish eq 'Suffolk'");
    expect(parsed.restrictedStatuses).toEqual(['s', 'o']);
    expect(parsed.auth).toEqual({ type: 'client_credentials', tokenUrl: 'https://auth.example.com/token', clientId: 'abc', clientSecret: 's', scope: undefined });
    expect(createSourceInput.parse({ name: 'File', kind: 'reso-file', url: 'http://files.example.com/feed.json' }).auth).toBeUndefined();
  });

  it.each([
    [{ ...good, name: '' }, 'name'],
    [{ ...good, name: 'x'.repeat(121) }, 'name'],
    [{ ...good, name: 'a\u0000b' }, 'name'],
    [{ ...good, kind: 'ftp' }, 'kind'],
    [{ ...good, url: '/var/data/feed.json' }, 'url'],
    [{ ...good, kind: 'reso-file', url: 'file:///etc/passwd' }, 'url'],
    [{ ...good, url: 'ftp://example.com/x' }, 'url'],
    [{ ...good, url: 'https://user:pw@example.com/odata' }, 'url'],
    [{ ...good, url: `https://example.com/${'a'.repeat(2000)}` }, 'url'],
    [{ ...good, url: 42 }, 'url'],
    [{ ...good, auth: { type: 'basic', token: 'x' } }, 'auth.type'],
    [{ ...good, auth: 'token' }, 'auth'],
    [{ ...good, auth: { type: 'bearer', token: '' } }, 'auth.token'],
    [{ ...good, auth: { type: 'bearer' } }, 'auth.token'],
    [{ ...good, auth: { type: 'client_credentials', tokenUrl: 'nope', clientId: 'a', clientSecret: 'b' } }, 'auth.tokenUrl'],
    [{ ...good, auth: { type: 'client_credentials', tokenUrl: 'https://a.example.com/t', clientId: '', clientSecret: 'b' } }, 'auth.clientId'],
    [{ ...good, auth: { type: 'client_credentials', tokenUrl: 'https://a.example.com/t', clientId: 'a' } }, 'auth.clientSecret'],
    [{ ...good, resource: 'Property; drop' }, 'resource'],
    [{ ...good, resource: '1Property' }, 'resource'],
    [{ ...good, filter: "City eq 'A'\r\nHost: evil" }, 'filter'],
    [{ ...good, filter: 'x'.repeat(2001) }, 'filter'],
    [{ ...good, legalDisclaimer: 'x'.repeat(5001) }, 'legalDisclaimer'],
    [{ ...good, restrictedStatuses: ['sold'] }, 'restrictedStatuses.0'],
    [{ ...good, restrictedStatuses: 's' }, 'restrictedStatuses'],
    [{ ...good, propertyTypeMap: { Residential: 'house' } }, 'propertyTypeMap.Residential'],
    [{ ...good, propertyTypeMap: ['r'] }, 'propertyTypeMap'],
    [{ ...good, propertyTypeMap: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`T${i}`, 'r'])) }, 'propertyTypeMap'],
    [{ ...good, syncEnabled: 'yes' }, 'syncEnabled'],
  ])('refuses %j naming %s', (input, field) => {
    expect(Object.keys(errorsOf(createSourceInput, input))).toContain(field);
  });

  it('on edit, lets a secret be left out (kept) and auth be null (removed)', () => {
    expect(editSourceInput.parse({ auth: { type: 'bearer', token: '' } }).auth).toEqual({ type: 'bearer', token: undefined });
    expect(editSourceInput.parse({ auth: { type: 'client_credentials', tokenUrl: 'https://a.example.com/t', clientId: 'a' } }).auth).toEqual({ type: 'client_credentials', tokenUrl: 'https://a.example.com/t', clientId: 'a' });
    expect(editSourceInput.parse({ auth: null }).auth).toBeNull();
    expect(editSourceInput.parse({}).auth).toBeUndefined();
    expect(Object.keys(errorsOf(editSourceInput, { url: 'nope' }))).toEqual(['url']);
  });

  it('bounds the runs page', () => {
    expect(runsQuery.parse({})).toEqual({ page: 1, per_page: 20 });
    expect(runsQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(runsQuery.safeParse({ per_page: '1000' }).success).toBe(false);
    expect(runsQuery.safeParse({ page: '99999999999' }).success).toBe(false);
  });

  it('makes a URL-safe code from the name', () => {
    expect(codeFromName('Hamptons MLS')).toBe('hamptons-mls');
    expect(codeFromName('  Montauk & Amagansett — Feed ')).toBe('montauk-amagansett-feed');
    expect(codeFromName('Élan Réseau')).toBe('elan-reseau');
    expect(codeFromName('日本')).toBe('feed');
    expect(codeFromName('a'.repeat(60)).length).toBe(40);
  });
});
