import { ROUTE_METHODS } from './route-methods';

/**
 * Which methods a path answers (RFC 9110 `Allow`): a route handler's exported methods, plus
 * HEAD where it has GET (Next answers HEAD with the GET handler) and OPTIONS (Next answers it
 * for route handlers; our server for everything else); pages and static files GET and HEAD.
 * Routes are matched the way Next picks between folders: per segment, a static name beats
 * `[param]`, which beats `[...rest]`, which beats `[[...rest]]`.
 */
const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

enum Kind {
  Static,
  Dynamic,
  CatchAll,
  OptionalCatchAll,
}
interface Segment {
  kind: Kind;
  name: string;
}
interface Route {
  segments: Segment[];
  allow: string[];
}

function segmentOf(name: string): Segment {
  if (/^\[\[\.\.\..+\]\]$/.test(name)) return { kind: Kind.OptionalCatchAll, name };
  if (/^\[\.\.\..+\]$/.test(name)) return { kind: Kind.CatchAll, name };
  if (/^\[.+\]$/.test(name)) return { kind: Kind.Dynamic, name };
  return { kind: Kind.Static, name };
}

function allowOf(methods: readonly string[]): string[] {
  const allow = new Set([...methods, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return [...allow].sort();
}

const ROUTES: Route[] = Object.entries(ROUTE_METHODS).map(([pattern, methods]) => ({
  segments: pattern.split('/').filter(Boolean).map(segmentOf),
  allow: allowOf(methods),
}));

/** The path's segments as Next matches them (decoded; a malformed escape is left as sent). */
function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean).map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/** How well a route matches: one rank per segment (lower is more specific), or null. */
function rank(route: Route, parts: string[]): Kind[] | null {
  const ranks: Kind[] = [];
  let i = 0;
  for (const segment of route.segments) {
    if (segment.kind === Kind.OptionalCatchAll || segment.kind === Kind.CatchAll) {
      if (segment.kind === Kind.CatchAll && i >= parts.length) return null;
      ranks.push(segment.kind);
      return ranks;
    }
    const part = parts[i++];
    if (part === undefined || (segment.kind === Kind.Static && part !== segment.name)) return null;
    ranks.push(segment.kind);
  }
  return i === parts.length ? ranks : null;
}

function moreSpecific(a: Kind[], b: Kind[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length > b.length;
}

function matchRoute(pathname: string): Route | null {
  const parts = pathSegments(pathname);
  let best: { route: Route; ranks: Kind[] } | null = null;
  for (const route of ROUTES) {
    const ranks = rank(route, parts);
    if (ranks && (!best || moreSpecific(ranks, best.ranks))) best = { route, ranks };
  }
  return best?.route ?? null;
}

/** Whether a route handler (not a page or a static file) answers this path. */
export function isRouteHandlerPath(pathname: string): boolean {
  return matchRoute(pathname) !== null;
}

/** The methods this path answers, sorted, for `Allow`. */
export function allowedMethods(pathname: string): string[] {
  return matchRoute(pathname)?.allow ?? [...PAGE_METHODS];
}

/** The path of a request target: origin-form `/a?b` or absolute-form `http://h/a`; else (`*`, `host:443`) `/`. */
export function targetPath(target: string | undefined): string {
  if (!target || target === '*') return '/';
  try {
    const { pathname } = new URL(target, 'http://target.invalid');
    return pathname.startsWith('/') ? pathname : '/';
  } catch {
    return '/';
  }
}

export type MethodAnswer = { status: 405 | 204; allow: string[] } | null;

/**
 * What our server answers itself, before Next: 405 for a method the path does not answer
 * (Next would answer a page 200 for any method, and 500 for TRACE), and 204 to OPTIONS on a
 * page or static file (Next would answer 400). Null: Next answers.
 */
export function methodAnswer(method: string | undefined, target: string | undefined): MethodAnswer {
  const pathname = targetPath(target);
  const route = matchRoute(pathname);
  const allow = route?.allow ?? [...PAGE_METHODS];
  if (!method || !allow.includes(method)) return { status: 405, allow };
  if (method === 'OPTIONS' && !route) return { status: 204, allow };
  return null;
}
