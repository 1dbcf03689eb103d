import { formValuesOf, parseTypeMap, requestBody, urlHost } from '@/components/crm/sources/source-form-values';
import type { SourceJson } from '@/lib/feeds/source-json';

const source: SourceJson = {
  id: 3, code: 'mls', name: 'MLS', kind: 'reso-web-api', url: 'https://api.example.com/odata', resource: 'Property', filter: null,
  legalDisclaimer: 'D', restrictedStatuses: ['s'], propertyTypeMap: { 'Residential/Condominium': 'c' },
  auth: { type: 'client_credentials', tokenUrl: 'https://auth.example.com/t', clientId: 'id', scope: 'api' }, owned: true, syncEnabled: true, lastSyncAt: null, lastRun: null,
};

describe('the feed dialog values', () => {
  it('start from the feed, secrets empty', () => {
    const values = formValuesOf(source);
    expect(values).toMatchObject({ authType: 'client_credentials', tokenUrl: 'https://auth.example.com/t', clientId: 'id', scope: 'api', clientSecret: '', token: '', propertyTypeMap: 'Residential/Condominium = c', filter: '' });
    expect(formValuesOf(null)).toMatchObject({ authType: 'none', kind: 'reso-web-api', resource: 'Property', syncEnabled: true });
  });

  it('leave a blank secret out when editing (the server keeps it), but send it when adding', () => {
    const values = formValuesOf(source);
    expect(requestBody(values, {}, true).auth).toEqual({ type: 'client_credentials', tokenUrl: 'https://auth.example.com/t', clientId: 'id', scope: 'api' });
    expect(requestBody({ ...values, authType: 'bearer' }, {}, false).auth).toEqual({ type: 'bearer', token: '' });
    expect(requestBody({ ...values, authType: 'bearer', token: 'x' }, {}, true).auth).toEqual({ type: 'bearer', token: 'x' });
    expect(requestBody({ ...values, authType: 'none' }, {}, true).auth).toBeNull();
  });

  it('read the type map a line at a time', () => {
    expect(parseTypeMap(' Residential = r \n\nResidential/Condominium=c')).toEqual({ map: { Residential: 'r', 'Residential/Condominium': 'c' } });
    expect(parseTypeMap('Residential r')).toEqual({ error: expect.stringContaining('Line 1') });
  });

  it('show a URL by its host', () => {
    expect(urlHost('https://api.example.com:8443/odata')).toBe('api.example.com:8443');
    expect(urlHost('')).toBe('');
  });
});
