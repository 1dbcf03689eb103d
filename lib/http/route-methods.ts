/**
 * The HTTP methods each route handler exports (app/**\/route.ts), by route pattern as the folders
 * spell it. Our server answers 405 with `Allow` from this table before Next runs (405 for a
 * method Next cannot even parse, such as TRACE, would otherwise be a 500), so it must say what
 * the files say: tests/unit/http/route-methods.test.ts reads every route file and fails, naming
 * the line to add, when they differ. HEAD (with GET) and OPTIONS are added by allowed-methods.ts.
 *
 * Kept as a checked table rather than generated at build: nothing has to run before lint,
 * typecheck or the unit tests on a fresh checkout, and a review sees a new method in the diff.
 */
export const ROUTE_METHODS: Readonly<Record<string, readonly RouteMethod[]>> = {
  '/api/[[...path]]': ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  '/api/admin/sources/[source]/properties/[id]/[action]': ['PUT'],
  '/api/agents': ['GET'],
  '/api/agents/[id]/profile': ['GET'],
  '/api/agents/[id]/question': ['POST'],
  '/api/agents/[id]/schedule/day': ['GET'],
  '/api/agents/login': ['POST'],
  '/api/agents/logout': ['POST'],
  '/api/agents/me': ['GET'],
  '/api/agents/me/password': ['POST'],
  '/api/agents/me/sessions': ['GET'],
  '/api/company/settings': ['GET'],
  '/api/crm/agents/[id]': ['PATCH'],
  '/api/crm/agents/[id]/sessions': ['DELETE'],
  '/api/crm/audit': ['GET'],
  '/api/crm/lead-views': ['GET', 'POST'],
  '/api/crm/lead-views/[id]': ['DELETE'],
  '/api/crm/leads': ['GET'],
  '/api/crm/leads/bulk': ['POST'],
  '/api/e-alerts/click': ['GET'],
  '/api/e-alerts/open': ['GET'],
  '/api/e-alerts/unsubscribe': ['GET', 'POST'],
  '/api/leads/[leadId]/properties/fave': ['GET'],
  '/api/leads/[leadId]/properties/viewed': ['GET'],
  '/api/leads/login/code': ['POST'],
  '/api/leads/logout': ['POST'],
  '/api/leads/me': ['GET'],
  '/api/leads/me/addresses': ['GET', 'POST'],
  '/api/leads/me/addresses/[id]': ['PUT'],
  '/api/leads/me/addresses/[id]/details': ['PUT'],
  '/api/leads/me/addresses/[id]/estimate': ['GET'],
  '/api/leads/me/addresses/[id]/stats': ['GET'],
  '/api/leads/me/cobuyer-invite': ['GET'],
  '/api/leads/me/e-alerts': ['GET', 'POST'],
  '/api/leads/me/e-alerts/[id]': ['PUT', 'DELETE'],
  '/api/leads/me/properties/fave': ['DELETE'],
  '/api/leads/me/search': ['POST'],
  '/api/leads/me/viewed': ['POST'],
  '/api/leads/me/was-engaged': ['PUT'],
  '/api/leads/register/complete': ['POST'],
  '/api/leads/register/start': ['POST'],
  '/api/open-house-summary': ['GET'],
  '/api/properties': ['GET'],
  '/api/properties/[id]': ['GET'],
  '/api/properties/[id]/builder-reviews': ['GET'],
  '/api/properties/[id]/fave': ['POST', 'DELETE'],
  '/api/properties/[id]/question': ['POST'],
  '/api/properties/[id]/showings': ['POST'],
  '/api/properties/[id]/view': ['POST'],
  '/api/properties/clusters': ['GET'],
  '/api/properties/markers': ['GET'],
  '/api/properties/seo-texts': ['GET'],
  '/api/suggestions': ['POST'],
  '/api/token/lead': ['GET', 'POST'],
  '/api/token/refresh': ['GET'],
  '/images/[file]': ['GET'],
  '/images/agents/[file]': ['GET'],
  // Metadata routes: app/robots.ts answers /robots.txt.
  '/robots.txt': ['GET'],
  '/sitemap.xml': ['GET'],
};

/** The methods a route file can export (Next's HTTP_METHODS). */
export const ROUTE_FILE_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
export type RouteMethod = (typeof ROUTE_FILE_METHODS)[number];
