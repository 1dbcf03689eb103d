import 'server-only';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { auditLog, type AuditOutcome } from '@/lib/db/schema';
import { clientAddress } from '@/lib/http/client-address';
import { storableText } from '@/lib/text/safe-text';

export interface AuditEntry {
  companyId: number;
  /** Who acted; null when nobody is known (a failed sign-in for an unknown e-mail). */
  agentId: number | null;
  /** Dotted, e.g. `agent.sign-in`, `agent.password-change`, `admin.property.rating`. */
  action: string;
  outcome: AuditOutcome;
  /** What was acted on, in words (an e-mail tried, "property 123"). */
  subject?: string | null;
  data?: Record<string, unknown>;
}

const MAX_TEXT = 255;

/**
 * The entry's texts made storable: an audit entry often quotes what a caller sent (an e-mail
 * tried, a path segment, an error naming their key), and a NUL or a lone surrogate in it must
 * not turn the record of a refusal into a 500.
 */
const storableData = (data: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(JSON.stringify(data, (_key, value: unknown) => (typeof value === 'string' ? storableText(value) : value))) as Record<string, unknown>;

/**
 * Appends one entry to the company's audit log (DESIGN §13, docs/security.md). Pass the
 * transaction of the change it records, so the entry and the change commit together.
 */
export async function recordAudit(entry: AuditEntry, request: { headers: Headers } | null, db?: Db): Promise<void> {
  const target = db ?? (await getDb());
  await target.insert(auditLog).values({
    companyId: entry.companyId,
    agentId: entry.agentId,
    action: entry.action,
    outcome: entry.outcome,
    subject: entry.subject == null ? null : storableText(entry.subject, MAX_TEXT),
    ip: request ? clientAddress(request) : null,
    userAgent: request ? storableText(request.headers.get('user-agent') ?? '', MAX_TEXT) || null : null,
    data: storableData(entry.data ?? {}),
  });
}
