import { readRequestTarget } from '@/lib/http/request-target';

describe('readRequestTarget', () => {
  it.each([
    ['/', { form: 'origin', path: '/', host: null }],
    ['/api/properties?x=1', { form: 'origin', path: '/api/properties?x=1', host: null }],
    // The absolute form: its host wins over Host (RFC 9112 §3.2.2), never a redirect to it.
    ['http://evil.example/', { form: 'origin', path: '/', host: 'evil.example' }],
    ['HTTPS://site.example:8443/a?b=1', { form: 'origin', path: '/a?b=1', host: 'site.example:8443' }],
    ['*', { form: 'asterisk' }],
    ['', { form: 'invalid' }],
    [undefined, { form: 'invalid' }],
    ['example.com:443', { form: 'invalid' }],
    ['?x=1', { form: 'invalid' }],
    ['ftp://example.com/', { form: 'invalid' }],
    ['http://', { form: 'invalid' }],
  ])('%p', (target, expected) => expect(readRequestTarget(target)).toEqual(expected));
});
