import type { AgentType } from '@/lib/db/schema/agents';

/**
 * Who may open a CRM screen (DESIGN §9, "Who sees what"):
 * - `everyone`: every agent type (the lead screens, the greatsheet among them, are row-scoped by
 *   the services, not here);
 * - `managers`: brokers and any agent with is_admin — the screens about the whole team or the whole
 *   company's leads at once (the team, the home page's featured listings);
 * - `admins`: agents with is_admin only — settings, /admin/*, A/B tests, marketing and imports.
 */
export type CrmAudience = 'everyone' | 'managers' | 'admins';

export type CrmGroup = 'work' | 'team' | 'admin';

export interface CrmRoute {
  path: string;
  title: string;
  group: CrmGroup;
  audience: CrmAudience;
  /** Listed in the navigation (/lead is reached from a list, never from the menu). */
  nav: boolean;
  /** False while the screen is a later issue's: the page says what it will do and that it is not available yet. */
  built: boolean;
  /** What the screen is for, in one sentence (shown while it is not built). */
  purpose: string;
}

export const CRM_GROUP_TITLES: Record<CrmGroup, string> = { work: 'Work', team: 'Team & site', admin: 'Admin' };

/** The CRM routes of SPEC §2: one table drives the navigation, the proxy's 403 and the layout's gate. */
export const CRM_ROUTES: readonly CrmRoute[] = [
  { path: '/dashboard', title: 'Dashboard', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Your day: hot leads, to-dos due, new inbox items and the live feed.' },
  { path: '/leads', title: 'Leads', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Every lead you can see, searchable and filterable.' },
  { path: '/lead', title: 'Lead', group: 'work', audience: 'everyone', nav: false, built: true, purpose: 'One lead: details, timeline, notes, to-dos, calls and e-mails.' },
  { path: '/inbox', title: 'Inbox', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Questions, showing requests and replies from your leads.' },
  { path: '/closed-inbox', title: 'Closed inbox', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Inbox items already handled.' },
  { path: '/calendar', title: 'Calendar', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Showings, open houses, to-dos and your availability by day, week and month.' },
  { path: '/opportunities', title: 'Opportunities', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'A pipeline board of deals by stage, with the value of each stage summed; drag a deal to move it.' },
  { path: '/agents', title: 'Agents', group: 'team', audience: 'managers', nav: true, built: true, purpose: 'The team: invite agents, set their type, admin flag and profile, deactivate them (their leads go to the pond or to a colleague).' },
  { path: '/reports', title: 'Reports', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Lead sources, speed to first contact, conversion by stage and the agent leaderboard, in charts.' },
  { path: '/featured-listings', title: 'Featured listings', group: 'team', audience: 'managers', nav: true, built: true, purpose: 'Choose which listings the home page features.' },
  { path: '/greatsheet', title: 'Greatsheet', group: 'work', audience: 'everyone', nav: true, built: true, purpose: 'Every lead you can see in a spreadsheet, edited inline.' },
  { path: '/settings', title: 'Settings', group: 'team', audience: 'managers', nav: true, built: true, purpose: "The company's site (branding, menu and footer, search, domains), its lead flow, action plans and automation, and its doors to other systems (social login, integrations, error reports)." },
  { path: '/marketing', title: 'Marketing', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'E-mail campaigns to a segment of leads: preview, send or schedule, and their opens, clicks and unsubscribes.' },
  { path: '/ab', title: 'A/B tests', group: 'admin', audience: 'admins', nav: true, built: true, purpose: "Variants of the site's sign-up prompt (words, timing, free pictures), split by weight, with each one's conversion and its significance; stop a test and keep the winner." },
  { path: '/admin/sources', title: 'Listing sources', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'The MLS feeds the site lists homes from, and how their imports went.' },
  { path: '/admin/jobs', title: 'Jobs', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'What the job queue holds: jobs queued, running and failed, queue by queue.' },
  { path: '/admin/lsa/booster', title: 'LSA booster', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'Paid lead sources (local services ads and the like): budget and spend per month, the leads each one brought, and cost per lead and per appointment.' },
  { path: '/admin/properties/popular', title: 'Popular properties', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'The most viewed, favourited and asked-about listings.' },
  { path: '/admin/import-leads', title: 'Import leads', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'Import leads from a CSV file: map its columns, preview the rows, skip or merge duplicates by e-mail or phone.' },
  { path: '/importing', title: 'Import progress', group: 'admin', audience: 'admins', nav: true, built: true, purpose: 'Lead imports with their progress and counts, and a file of the rows refused and why.' },
];

/** The role facts the gate needs (AgentClaims and CrmViewer both have them). */
export interface CrmRole {
  type: AgentType;
  isAdmin: boolean;
}

export function mayOpen(route: Pick<CrmRoute, 'audience'>, role: CrmRole): boolean {
  if (route.audience === 'everyone') return true;
  if (route.audience === 'admins') return role.isAdmin;
  return role.isAdmin || role.type === 'broker';
}

/** The CRM route a path is, or is below (the longest match: /admin/sources before a shorter one). */
export function crmRouteFor(pathname: string): CrmRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: CrmRoute | null = null;
  for (const route of CRM_ROUTES) {
    if ((path === route.path || path.startsWith(`${route.path}/`)) && (!best || route.path.length > best.path.length)) best = route;
  }
  return best;
}

/**
 * The gate of a CRM path for a signed-in agent: `forbidden` when the role may not open the route
 * (or anything below it — no hint of what an admin area holds), `not-found` for a path that is no
 * CRM route, `ok` otherwise. Pure: the proxy answers 403 with it, the layout renders the 403 page.
 */
export function crmRouteAccess(pathname: string, agent: CrmRole): 'ok' | 'forbidden' | 'not-found' {
  const route = crmRouteFor(pathname);
  if (!route) return 'not-found';
  if (!mayOpen(route, agent)) return 'forbidden';
  return 'ok';
}

/** The routes a role's navigation lists, grouped in menu order. */
export function crmNavigation(role: CrmRole): { group: CrmGroup; title: string; routes: CrmRoute[] }[] {
  const groups: CrmGroup[] = ['work', 'team', 'admin'];
  return groups
    .map((group) => ({ group, title: CRM_GROUP_TITLES[group], routes: CRM_ROUTES.filter((r) => r.group === group && r.nav && mayOpen(r, role)) }))
    .filter((g) => g.routes.length > 0);
}
