import { CRM_ROUTES, crmNavigation, crmRouteAccess, type CrmRole } from '@/lib/crm/routes';
import { isCrmPath } from '@/lib/tenancy/crm-paths';

const ROLES: Record<string, CrmRole> = {
  broker: { type: 'broker', isAdmin: false },
  agent: { type: 'agent', isAdmin: false },
  realtor: { type: 'realtor', isAdmin: false },
  lender: { type: 'lender', isAdmin: false },
  'admin agent': { type: 'agent', isAdmin: true },
};

// DESIGN §9: who may open each screen. Brokers and admins also get the team and company-wide screens.
const EXPECTED: Record<string, string[]> = {
  '/dashboard': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/leads': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/lead': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/inbox': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/closed-inbox': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/calendar': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/opportunities': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/agents': ['broker', 'admin agent'],
  '/featured-listings': ['broker', 'admin agent'],
  '/reports': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/greatsheet': ['broker', 'agent', 'realtor', 'lender', 'admin agent'],
  '/settings': ['broker', 'admin agent'],
  '/marketing': ['admin agent'],
  '/ab': ['admin agent'],
  '/admin/sources': ['admin agent'],
  '/admin/jobs': ['admin agent'],
  '/admin/lsa/booster': ['admin agent'],
  '/admin/properties/popular': ['admin agent'],
  '/admin/import-leads': ['admin agent'],
  '/importing': ['admin agent'],
};

describe('crmRouteAccess', () => {
  it('covers every route of the table', () => {
    expect(CRM_ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [path, allowed] of Object.entries(EXPECTED)) {
    for (const [name, role] of Object.entries(ROLES)) {
      const expected = allowed.includes(name) ? 'ok' : 'forbidden';
      it(`${name} on ${path}: ${expected}`, () => {
        expect(crmRouteAccess(path, role)).toBe(expected);
        expect(crmRouteAccess(`${path}/`, role)).toBe(expected);
      });
    }
  }

  it('refuses what lies below a forbidden route, without saying whether it exists', () => {
    expect(crmRouteAccess('/settings/keys', ROLES.lender!)).toBe('forbidden');
    expect(crmRouteAccess('/admin/sources/3', ROLES.broker!)).toBe('forbidden');
  });

  it('is not-found for paths outside the CRM', () => {
    for (const path of ['/', '/admin', '/admin/other', '/leadsx', '/search', '/homes-for-sale']) {
      expect(crmRouteAccess(path, ROLES['admin agent']!)).toBe('not-found');
      expect(isCrmPath(path)).toBe(false);
    }
    expect(isCrmPath('/admin/lsa/booster')).toBe(true);
    expect(isCrmPath('/leads/')).toBe(true);
  });
});

describe('crmNavigation', () => {
  it('lists only what the role may open, grouped, and never /lead', () => {
    for (const [name, role] of Object.entries(ROLES)) {
      const listed = crmNavigation(role).flatMap((g) => g.routes.map((r) => r.path));
      const expected = Object.entries(EXPECTED).filter(([path, allowed]) => path !== '/lead' && allowed.includes(name)).map(([path]) => path);
      expect(listed.sort()).toEqual(expected.sort());
    }
    expect(crmNavigation(ROLES.lender!).map((g) => g.title)).toEqual(['Work']);
    expect(crmNavigation(ROLES.broker!).map((g) => g.title)).toEqual(['Work', 'Team & site']);
    expect(crmNavigation(ROLES['admin agent']!).map((g) => g.title)).toEqual(['Work', 'Team & site', 'Admin']);
  });
});

describe('issue 15, H6: the dashboard, featured listings and popular properties are built', () => {
  for (const path of ['/dashboard', '/featured-listings', '/admin/properties/popular']) {
    it(`${path} is built`, () => expect(CRM_ROUTES.find((r) => r.path === path)?.built).toBe(true));
  }
});
