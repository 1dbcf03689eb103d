import type { DemoTenant } from './tenants';

/**
 * Seeded only with SEED_TEST_TENANTS=1 (the browser tests): a company whose settings hold
 * hostile HTML, to prove that none of it runs on a page.
 */
export const TEST_TENANTS: DemoTenant[] = [
  {
    name: 'Hostile Settings Test Co',
    hosts: ['hostile.localhost'],
    sources: ['nfmls'],
    siteAgent: null,
    emailDomain: 'hostile.example',
    locations: [],
    settings: {
      siteName: 'Hostile Settings Test Co',
      propertyTypes: [{ param: 'r', title: 'Single Family' }],
      propertyStatuses: [{ param: 'a', title: 'Active' }],
      menuHtml:
        '<ul><li><a href="javascript:window.__pwned=\'menu-href\'">Bad link</a></li>' +
        '<li><a href="/real-estate" onclick="window.__pwned=\'menu-onclick\'">Search</a></li>' +
        '<li><script>window.__pwned="menu-script"</script></li></ul>',
      footerHtml:
        '<p>Footer text survives</p><script>window.__pwned="footer-script"</script>' +
        '<img src="/nope.png" onerror="window.__pwned=\'footer-onerror\'" alt="x">' +
        '<iframe src="javascript:parent.__pwned=\'footer-iframe\'"></iframe>' +
        '<style>body{display:none}</style><a href="https://example.com" target="_blank">External</a>' +
        '<svg onload="window.__pwned=\'footer-svg\'"></svg>',
    },
  },
];
