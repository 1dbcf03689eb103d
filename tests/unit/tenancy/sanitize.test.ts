import { sanitizeFooterHtml, sanitizeMenuHtml } from '@/lib/tenancy/sanitize';

describe('sanitizeMenuHtml', () => {
  it('keeps plain links and lists', () => {
    expect(sanitizeMenuHtml('<ul><li><a href="/real-estate">Search</a></li></ul>')).toBe('<ul><li><a href="/real-estate">Search</a></li></ul>');
  });

  it('drops scripts, handlers and javascript: URLs', () => {
    const out = sanitizeMenuHtml('<ul><li><a href="javascript:alert(1)" onclick="x()">A</a></li><script>alert(1)</script><li><img src=x onerror=alert(1)></li></ul>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript|<img/i);
    expect(out).toContain('>A</a>');
  });

  it('adds agentSite to every link but # links, keeping query and hash', () => {
    const out = sanitizeMenuHtml(
      '<a href="/real-estate">a</a><a href="#contact">b</a><a href="/x?y=1#top">c</a><a href="https://ext.example/?signuponmount=1">d</a><a href="/z?agentSite=old">e</a><a href="mailto:a@b.co">f</a>',
      'jane doe',
    );
    expect(out).toContain('href="/real-estate?agentSite=jane%20doe"');
    expect(out).toContain('href="#contact"');
    expect(out).toContain('href="/x?y=1&amp;agentSite=jane%20doe#top"');
    expect(out).toContain('href="https://ext.example/?signuponmount=1&amp;agentSite=jane%20doe"');
    expect(out).toContain('href="/z?agentSite=jane%20doe"');
    expect(out).toContain('href="mailto:a@b.co"');
  });

  it('leaves links alone without an agent site', () => {
    expect(sanitizeMenuHtml('<a href="/a">a</a>', null)).toBe('<a href="/a">a</a>');
  });
});

describe('sanitizeFooterHtml', () => {
  it('removes script, style, iframe, svg and event handlers but keeps text and layout', () => {
    const out = sanitizeFooterHtml(
      '<div class="footer-columns"><p>Hi</p><script>x</script><style>body{}</style><iframe src="javascript:x"></iframe><svg onload="x"></svg><img src="https://cdn.example/logo.png" onerror="x" alt="logo"></div>',
    );
    expect(out).toBe('<div class="footer-columns"><p>Hi</p><img src="https://cdn.example/logo.png" alt="logo" /></div>');
  });

  it('forces rel=noopener on new-tab links and drops other targets', () => {
    expect(sanitizeFooterHtml('<a href="https://x.example" target="_blank">x</a>')).toBe('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeFooterHtml('<a href="/a" target="_top">a</a>')).toBe('<a href="/a">a</a>');
  });

  it('refuses images over plain http and data: URLs', () => {
    expect(sanitizeFooterHtml('<img src="http://x.example/a.png"><img src="data:image/png;base64,AAAA">')).toBe('<img /><img />');
  });
});
