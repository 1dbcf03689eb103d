import querystring from 'node:querystring';
import { safeNextPath } from '@/lib/http/safe-next';

const DEFAULT = '/dashboard';

describe('safeNextPath keeps paths of this site', () => {
  it.each([
    ['/leads', '/leads'],
    ['/leads?x=1', '/leads?x=1'],
    ['/leads#notes', '/leads#notes'],
    ['/', '/'],
    ['/real-estate/riverhead-ny/a?page=2&sort=price%20asc', '/real-estate/riverhead-ny/a?page=2&sort=price%20asc'],
    ['/inbox?q=%2F%2Fnot-a-host', '/inbox?q=%2F%2Fnot-a-host'],
    ['/a.b/c..d/.e', '/a.b/c..d/.e'],
    ['/%7Euser', '/%7Euser'],
    // A literal % in a query (encoded, as our links write it), decoded to a stray one further down.
    ['/search?q=100%25', '/search?q=100%25'],
    // A path of this site that merely looks like an address.
    ['/@evil.example', '/@evil.example'],
  ])('%p → %p', (value, expected) => expect(safeNextPath(value)).toBe(expected));
});

describe('safeNextPath sends anything else to the default page', () => {
  const hostile: unknown[] = [
    undefined, null, 42, ['/a'], { toString: () => '/a' }, '', 'leads', '.', './leads', '?x=1', '#x',
    // Another host, by every spelling a browser or a second decoder would follow.
    '//evil.example', '///evil.example', '////evil.example', '/\\evil.example', '\\\\evil.example', '\\/evil.example',
    // Dot segments: our own links never have them; `/./`, `/../` are someone's experiment.
    '/./', '/.', '/..', '/a/./b', '/a/../leads', '/%2e/leads', '/.%2E/leads', '/.//evil.example', '/./\\evil.example', '/..//evil.example', '/a/..//evil.example', '/a/../..//evil.example',
    '/.%2F/evil.example', '/%2e/%2fevil.example', '/%2e%2e//evil.example', '/%2E//evil.example',
    '/%2F%2Fevil.example', '/%2f/evil.example', '%2F%2Fevil.example', '/%5Cevil.example', '/%5cevil.example', '%5C%5Cevil.example',
    '/%252F%252Fevil.example', '/%25252F%25252Fevil.example', '/%255Cevil.example',
    // A stray % does not stop a lenient decoder from decoding the rest.
    '/%2F%2Fevil.example%', '/%5Cevil.example%zz', '/%252F%252Fevil.example%',
    // Browsers drop tabs and newlines and trim spaces and controls.
    '/\t/evil.example', '/\n/evil.example', '/\r/evil.example', ' //evil.example', '\t//evil.example', '/ /evil.example',
    '/%09/evil.example', '/%0a/evil.example', '/%0D/evil.example', '/%00/evil.example', '\u0000//evil.example', '/\u0000/evil.example',
    // Schemes.
    'https://evil.example', 'http://evil.example', 'HTTPS://evil.example', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'javascript%3Aalert(1)', 'javascript:alert(1)%0a',
    'https:evil.example', 'https:/evil.example', 'mailto:x@evil.example',
    // Unicode look-alikes of / and \ and invisible characters.
    '／／evil.example', '/／evil.example', '/\uff3cevil.example', '\u2215\u2215evil.example', '/\u2044evil.example',
    '/\u200b/evil.example', '/\u00a0/evil.example', '/\u2028/evil.example', '/\ufeff/evil.example',
    // Credentials and look-alikes of an authority.
    '//user:pass@evil.example', '/\\@evil.example',
    // Very long input.
    `/${'a'.repeat(5000)}`,
  ];
  const label = (v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 12)}… (${v.length} characters)` : v);
  it.each(hostile.map((v) => [label(v), v]))('%p', (_label, value) => expect(safeNextPath(value)).toBe(DEFAULT));

  it('uses the caller’s default', () => {
    expect(safeNextPath('//evil.example', '/')).toBe('/');
    expect(safeNextPath('//evil.example', '')).toBe('');
  });

  it('never returns anything a browser would read as another host', () => {
    // Every combination of the tricky pieces, so a new spelling is caught even if no one listed it.
    const pieces = ['/', '\\', '.', '..', '%2f', '%2F', '%5c', '%2e', '%252f', '\t', '%09', ' ', '／', '%', 'evil.example'];
    for (const a of pieces) for (const b of pieces) for (const c of pieces) {
      const value = `/${a}${b}${c}evil.example`;
      const result = safeNextPath(value, DEFAULT);
      const url = new URL(result, 'http://site.invalid/base/');
      expect([value, url.host]).toEqual([value, 'site.invalid']);
      expect([value, /^\/[/\\]/.test(result)]).toEqual([value, false]);
      expect([value, /^[/\\\t\n\r ]*[/\\]{2}/.test(decodeDeep(result))]).toEqual([value, false]);
    }
  });
});

/** What a careless second (and third) decoder would make of a value: Node's lenient unescape keeps a stray % and decodes the rest. */
function decodeDeep(value: string): string {
  let current = value;
  for (let i = 0; i < 5; i++) {
    const next = querystring.unescape(current);
    if (next === current) break;
    current = next;
  }
  return current;
}
