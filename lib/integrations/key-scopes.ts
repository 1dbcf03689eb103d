/**
 * What an integration key may call (DESIGN §11, SPEC §6 scopes), by path and method. Plain
 * module: route() asks it for every request made with a key, and the unit test reads the table.
 * A call the table does not name is refused to keys whatever their scopes: keys reach the lead
 * and agent APIs only, never settings, key management, sessions or the site's lead calls.
 */
import { INTEGRATION_SCOPES, type IntegrationScope } from '@/lib/db/schema/integrations';

export { INTEGRATION_SCOPES, type IntegrationScope };

interface ScopeRule {
  /** The path itself or anything under it ("/api/crm/leads" covers "/api/crm/leads/12/notes"). */
  prefix: string;
  read: IntegrationScope;
  write: IntegrationScope;
}

const RULES: readonly ScopeRule[] = [
  { prefix: '/api/crm/leads', read: 'lead.profile.read', write: 'lead.profile' },
  { prefix: '/api/crm/agents', read: 'user.profile.read', write: 'user.profile' },
];

/** A write scope includes its read scope: a key that may change a lead may read it (the change answers with it anyway). */
const IMPLIES: Partial<Record<IntegrationScope, IntegrationScope>> = { 'lead.profile': 'lead.profile.read', 'user.profile': 'user.profile.read' };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The scope a call needs, or null when keys may not make it at all. */
export function requiredScope(method: string, pathname: string): IntegrationScope | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const rule = RULES.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  if (!rule) return null;
  return READS.has(method.toUpperCase()) ? rule.read : rule.write;
}

/** Whether a key's scopes cover the one needed. */
export function grants(scopes: readonly string[], needed: IntegrationScope): boolean {
  return scopes.some((scope) => scope === needed || IMPLIES[scope as IntegrationScope] === needed);
}

/** Why a key may not make this call (the 403's message), or null when it may. */
export function keyRefusal(scopes: readonly string[], method: string, pathname: string): string | null {
  const needed = requiredScope(method, pathname);
  if (!needed) return 'Integration keys cannot use this call';
  return grants(scopes, needed) ? null : `This integration key lacks the scope ${needed}`;
}
