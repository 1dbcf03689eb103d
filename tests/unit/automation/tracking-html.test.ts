import { safeNextPath } from '@/lib/http/safe-next';
import { clickTarget, htmlLinks, redirectTarget, rewriteHtmlLinks, textLinks, textToHtml, withFooterHtml, withFooterText } from '@/lib/mail/tracking-html';

const ORIGIN = 'https://homes.example.com';

describe('which links a lead mail holds', () => {
  test('plain text: http(s) URLs once each, without the punctuation that ends a sentence', () => {
    expect(textLinks('See https://a.example/x. And (https://b.example/y?q=1), again https://a.example/x!')).toEqual(['https://a.example/x', 'https://b.example/y?q=1']);
    expect(textLinks('no links, mailto:me@example.com or ftp://x')).toEqual([]);
  });
  test('HTML: each href, unescaped', () => {
    expect(htmlLinks('<a href="https://a.example/?a=1&amp;b=2">x</a><a class="c" href="/homedetails/x/5">y</a>')).toEqual(['https://a.example/?a=1&b=2', '/homedetails/x/5']);
  });
});

describe('clickTarget', () => {
  test('another site: the exact URL', () => {
    expect(clickTarget('https://bank.example/rates?x=1', ORIGIN)).toEqual({ to: 'https://bank.example/rates?x=1' });
  });
  test('the company’s own site: its path, and the listing when it is one', () => {
    expect(clickTarget(`${ORIGIN}/homedetails/1-main-st/42?referrer=x`, ORIGIN)).toEqual({ to: '/homedetails/1-main-st/42?referrer=x', propertyId: 42 });
    expect(clickTarget('/real-estate/', ORIGIN)).toEqual({ to: '/real-estate/' });
  });
  test('left alone: mailto, tel, our own tracking links, protocol-relative and odd schemes', () => {
    for (const url of ['mailto:a@b.c', 'tel:+15550100', `${ORIGIN}/api/mail/unsubscribe?t=x`, '/api/e-alerts/click?t=y', '//evil.example/', 'javascript:alert(1)', '']) {
      expect(clickTarget(url, ORIGIN)).toBeNull();
    }
  });
  test('a listing id beyond int4 is not a listing', () => {
    expect(clickTarget('/homedetails/x/99999999999', ORIGIN)).toEqual({ to: '/homedetails/x/99999999999' });
  });
});

describe('redirectTarget: only the signed target, never an open redirect', () => {
  test('same-site paths stay relative; tricks are refused', () => {
    expect(redirectTarget('/homedetails/x/5', safeNextPath)).toBe('/homedetails/x/5');
    expect(redirectTarget('//evil.example/', safeNextPath)).toBeNull();
    expect(redirectTarget('/\\evil.example', safeNextPath)).toBeNull();
  });
  test('absolute http(s) URLs as signed; other schemes refused', () => {
    expect(redirectTarget('https://bank.example/rates', safeNextPath)).toBe('https://bank.example/rates');
    expect(redirectTarget('javascript:alert(1)', safeNextPath)).toBeNull();
    expect(redirectTarget('data:text/html,x', safeNextPath)).toBeNull();
  });
});

describe('the HTML body', () => {
  test('text becomes escaped paragraphs with its links tracked', () => {
    const html = textToHtml('Hi <b>you</b>,\nsee https://a.example/x.\n\nBye', (url) => (url === 'https://a.example/x' ? 'https://t.example/c?t=1' : undefined));
    expect(html).toBe('<p>Hi &lt;b&gt;you&lt;/b&gt;,<br>see <a href="https://t.example/c?t=1">https://a.example/x</a>.</p>\n<p>Bye</p>');
  });
  test('hrefs are rewritten, the others kept', () => {
    expect(rewriteHtmlLinks('<a href="https://a.example/">a</a> <a href="mailto:x@y.z">m</a>', (url) => (url.startsWith('https') ? 'https://t/?t=1&u=2' : undefined))).toBe(
      '<a href="https://t/?t=1&amp;u=2">a</a> <a href="mailto:x@y.z">m</a>',
    );
  });
  test('the footer: unsubscribe link and pixel, before </body> when there is one', () => {
    const parts = { unsubscribeUrl: 'https://h/u?t=1', pixelUrl: 'https://h/o?t=2', companyName: 'A & B' };
    const html = withFooterHtml('<html><body><p>x</p></body></html>', parts);
    expect(html).toMatch(/<p>x<\/p><p[^>]*>You get this e-mail from A &amp; B\. <a href="https:\/\/h\/u\?t=1">Unsubscribe<\/a>.*<img src="https:\/\/h\/o\?t=2"[^>]*><\/body><\/html>$/);
    expect(withFooterText('Hello\n\n', parts)).toBe('Hello\n\n--\nYou get this e-mail from A & B. Unsubscribe from automated e-mails: https://h/u?t=1\n');
  });
});
