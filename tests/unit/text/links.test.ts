import { hasProtocol, linkHref, withProtocol } from '@/lib/text/links';
import { sanitizeFooterHtml, sanitizeMenuHtml } from '@/lib/tenancy/sanitize';
import { parseAgentVideo } from '@/lib/agents/video';

test('SPEC §5: http, https or ftp followed by :// is a protocol, in any case; nothing else is', () => {
  for (const url of ['http://x.example', 'https://x.example/a', 'ftp://files.example', 'FTP://files.example', 'HtTpS://x.example', '  https://x.example']) expect(hasProtocol(url)).toBe(true);
  for (const url of ['http:/x.example', 'http:x.example', 'ftps://x.example', 'mailto:a@b.example', 'javascript://x', '//x.example', 'x.example', 'www.http://x']) expect(hasProtocol(url)).toBe(false);
});

test('a link field without a protocol gets https://; one with it, or another scheme, is kept as typed', () => {
  expect(withProtocol('example.com/blog')).toBe('https://example.com/blog');
  expect(withProtocol(' www.x.com ')).toBe('https://www.x.com');
  expect(withProtocol('//cdn.example.com/a')).toBe('https://cdn.example.com/a');
  expect(withProtocol('localhost:3000/x')).toBe('https://localhost:3000/x');
  expect(withProtocol('ftp://files.example.com')).toBe('ftp://files.example.com');
  expect(withProtocol('FTP://files.example.com')).toBe('FTP://files.example.com');
  expect(withProtocol('')).toBe('');
  // Never "fixed" into a link: the schema refuses these instead.
  expect(withProtocol('javascript:alert(1)')).toBe('javascript:alert(1)');
  expect(withProtocol('http:/x.example')).toBe('http:/x.example');
  expect(withProtocol('mailto:a@b.example')).toBe('mailto:a@b.example');
});

test('an href in company HTML: absolute-looking ones get https://, paths, fragments, files and schemes stay', () => {
  expect(linkHref('example.com/blog')).toBe('https://example.com/blog');
  expect(linkHref('www.x.com')).toBe('https://www.x.com');
  expect(linkHref('shop.example.co.uk:8080/a?b=1#c')).toBe('https://shop.example.co.uk:8080/a?b=1#c');
  expect(linkHref('//x.example/a')).toBe('https://x.example/a');
  for (const href of ['/real-estate', '#top', '?page=2', './a', '../b', 'about.html', 'contact', 'mailto:a@b.example', 'tel:+16315550142', 'ftp://f.example', 'HTTP://x.example', 'javascript:alert(1)', '']) {
    expect(linkHref(href)).toBe(href);
  }
});

test('menu and footer HTML: links get their protocol on save and render; ftp:// kept; javascript: still dropped', () => {
  expect(sanitizeMenuHtml('<a href="www.x.com">X</a><a href="/homes">H</a><a href="#">T</a>')).toBe('<a href="https://www.x.com">X</a><a href="/homes">H</a><a href="#">T</a>');
  expect(sanitizeMenuHtml('<a href="example.com/blog">B</a>', 'jane')).toBe('<a href="https://example.com/blog?agentSite=jane">B</a>');
  expect(sanitizeFooterHtml('<a href="ftp://files.example/a">F</a><a href="mailto:a@b.example">M</a>')).toBe('<a href="ftp://files.example/a">F</a><a href="mailto:a@b.example">M</a>');
  expect(sanitizeFooterHtml('<a href="javascript:alert(1)">J</a>')).toBe('<a>J</a>');
});

test('the agent video URL: one typed without a protocol is played, other schemes are not', () => {
  expect(parseAgentVideo('youtu.be/aqz-KE-bpKQ')).toMatchObject({ kind: 'youtube', id: 'aqz-KE-bpKQ' });
  expect(parseAgentVideo('vimeo.com/1084537')).toMatchObject({ kind: 'vimeo', id: '1084537' });
  expect(parseAgentVideo('http://vimeo.com/1084537')).toBeNull();
  expect(parseAgentVideo('javascript:alert(1)')).toBeNull();
});
