import { alertSubject, ALERT_SUBJECT_TEMPLATE } from '@/lib/ealerts/delivery/subject';
import { renderAlertMail, type AlertMailContent } from '@/lib/ealerts/delivery/render';
import { siteOrigin } from '@/lib/tenancy/origin';

describe('subject: SPEC §9 template', () => {
  test('the template is SPEC text word for word', () => {
    expect(ALERT_SUBJECT_TEMPLATE).toBe('[EAlertCustomName]: [EAlertTotalUpdatesCount] Listing Update(s) matching your search');
  });

  test('name and count filled in; "Update(s)" stays as SPEC writes it, for one and for many', () => {
    expect(alertSubject('Riverhead, $400k+', 1)).toBe('Riverhead, $400k+: 1 Listing Update(s) matching your search');
    expect(alertSubject('Riverhead, $400k+', 12)).toBe('Riverhead, $400k+: 12 Listing Update(s) matching your search');
    expect(alertSubject('Everything', 1234)).toBe('Everything: 1,234 Listing Update(s) matching your search');
  });

  test('a name cannot break the header or act as a replacement pattern', () => {
    expect(alertSubject('Evil\r\nBcc: x@example.com', 2)).toBe('Evil Bcc: x@example.com: 2 Listing Update(s) matching your search');
    expect(alertSubject("$& $' $1", 3)).toBe("$& $' $1: 3 Listing Update(s) matching your search");
    expect(alertSubject('   ', 3)).toBe('My search: 3 Listing Update(s) matching your search');
  });
});

const content = (overrides: Partial<AlertMailContent> = {}): AlertMailContent => ({
  companyName: 'Peconic <Bay> Homes',
  colour: '#2a6a8f',
  logoUrl: null,
  firstName: 'Ann',
  alertName: '<script>alert(1)</script> & "more"',
  frequency: 'daily',
  total: 12,
  listings: [
    {
      url: 'https://peconic.example/api/e-alerts/click?t=a.b.c&x=1',
      photoUrl: 'https://peconic.example/images/7-0.jpg',
      price: '$500,000',
      facts: ['3 beds', '2 baths', '1,850 sq ft'],
      address: '12 Main <Street>, Riverhead, NY 11901',
      status: 'Active',
      change: 'New listing',
    },
  ],
  seeAllUrl: 'https://peconic.example/api/e-alerts/click?t=see.all',
  unsubscribeUrl: 'https://peconic.example/api/e-alerts/unsubscribe?t=u.n.s',
  openPixelUrl: 'https://peconic.example/api/e-alerts/open?t=o.p.n',
  siteUrl: 'https://peconic.example/',
  ...overrides,
});

describe('the mail body', () => {
  test('names are escaped in the HTML, never markup', () => {
    const { html, subject } = renderAlertMail(content());
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(html).toContain('Peconic &lt;Bay&gt; Homes');
    expect(html).toContain('12 Main &lt;Street&gt;, Riverhead, NY 11901');
    expect(html).toContain('href="https://peconic.example/api/e-alerts/click?t=a.b.c&amp;x=1"');
    expect(subject).toBe('<script>alert(1)</script> & "more": 12 Listing Update(s) matching your search');
  });

  test('photo, price, facts, change, every link, the open pixel and the unsubscribe link', () => {
    const { html, text } = renderAlertMail(content());
    expect(html).toContain('<img src="https://peconic.example/images/7-0.jpg"');
    expect(html).toContain('$500,000');
    expect(html).toContain('3 beds · 2 baths · 1,850 sq ft');
    expect(html).toContain('New listing');
    expect(html).toContain('See all 12 updates');
    expect(html).toContain('src="https://peconic.example/api/e-alerts/open?t=o.p.n" width="1" height="1"');
    expect(html).toContain('href="https://peconic.example/api/e-alerts/unsubscribe?t=u.n.s"');
    expect(text).toContain('Hi Ann,');
    expect(text).toContain('12 listing updates match your saved search');
    expect(text).toContain('https://peconic.example/api/e-alerts/click?t=a.b.c&x=1');
    expect(text).toContain('Unsubscribe from this e-alert: https://peconic.example/api/e-alerts/unsubscribe?t=u.n.s');
  });

  test('one update reads in the singular; a hidden price asks to sign in', () => {
    const one = content({ total: 1, listings: [{ ...content().listings[0]!, price: null }] });
    const { html, text } = renderAlertMail(one);
    expect(text).toContain('1 listing update matches your saved search');
    expect(html).toContain('See the search');
    expect(html).toContain('Sign in to see the price');
  });
});

describe('site origin for mail links', () => {
  test('https on the primary domain; plain http and the server port for loopback names', () => {
    expect(siteOrigin('peconicbay.example', {})).toBe('https://peconicbay.example');
    expect(siteOrigin('localhost', {})).toBe('http://localhost:3000');
    expect(siteOrigin('second.localhost', { PORT: '3170' })).toBe('http://second.localhost:3170');
  });

  test('PUBLIC_SCHEME and PUBLIC_PORT override; default ports are left out', () => {
    expect(siteOrigin('peconicbay.example', { PUBLIC_SCHEME: 'http', PUBLIC_PORT: '8080' })).toBe('http://peconicbay.example:8080');
    expect(siteOrigin('localhost', { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' })).toBe('https://localhost');
    expect(siteOrigin('peconicbay.example', { PUBLIC_SCHEME: 'javascript' })).toBe('https://peconicbay.example');
  });
});
