import 'server-only';
import type { FeedRunJson } from './run-json';
import { openFeedAuth } from './secrets';
import type { PublicFeedAuth, SourceJson } from './source-json';
import type { SourceRow } from './source-access';

/**
 * A feed row as the admin API answers it. The sealed auth is opened only to show the owner its
 * OAuth2 settings (token URL, client id, scope); a token or client secret never leaves here, and
 * a subscriber that does not own the feed sees only which kind of auth it uses.
 */
/** A feed the operator set up from a file on the server (the demo's) shows the file's name, never the server's paths. */
function shownUrl(url: string): string {
  return /^https?:\/\//i.test(url) ? url : url.split(/[\\/]/).pop() ?? '';
}

export function sourceJson(row: SourceRow, companyId: number, lastRun: FeedRunJson | null): SourceJson {
  const owned = row.ownerCompanyId === companyId;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    url: shownUrl(row.url),
    resource: row.resource,
    filter: row.filter,
    legalDisclaimer: row.legalDisclaimer,
    restrictedStatuses: row.restrictedStatuses,
    propertyTypeMap: row.propertyTypeMap,
    auth: publicAuth(row, owned),
    owned,
    syncEnabled: row.syncEnabled,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastRun,
  };
}

function publicAuth(row: SourceRow, owned: boolean): PublicFeedAuth | null {
  if (row.authType === null) return null;
  if (row.authType === 'bearer' || !owned || row.authSealed === null) return { type: row.authType };
  try {
    const auth = openFeedAuth(row.authSealed);
    if (auth.type !== 'client_credentials') return { type: row.authType };
    return { type: 'client_credentials', tokenUrl: auth.tokenUrl, clientId: auth.clientId, ...(auth.scope ? { scope: auth.scope } : {}) };
  } catch (error) {
    // Sealed under another key (FEED_SECRET_KEY changed): the list still answers; the admin
    // sees the type and can enter the settings again. The sync reports the same problem.
    console.warn(`Feed ${row.id}: its auth could not be opened (${error instanceof Error ? error.message : 'unknown error'})`);
    return { type: row.authType };
  }
}
