import crypto from 'node:crypto';
import { sessions } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import type { SessionRef } from '@/lib/auth/sessions';

type Subject = { kind: 'agent'; companyId: number; agentId: number } | { kind: 'lead'; companyId: number; leadId: number };

/**
 * Sessions made before the server starts (in startServer's `prepare`), for a test that ends
 * sessions as it goes (the fuzzer logs out, signs out everywhere, takes leads over) and must
 * then carry on signed in as the same person: each `next()` is a session nobody has used.
 */
export class SessionPool {
  private readonly ids: string[] = [];

  static async create(db: Db, subject: Subject, size: number): Promise<SessionPool> {
    const pool = new SessionPool();
    const rows = Array.from({ length: size }, () => {
      const id = crypto.randomBytes(16).toString('base64url');
      pool.ids.push(id);
      return {
        id,
        companyId: subject.companyId,
        kind: subject.kind,
        agentId: subject.kind === 'agent' ? subject.agentId : null,
        leadId: subject.kind === 'lead' ? subject.leadId : null,
        expiresAt: new Date(Date.now() + 86_400_000),
      };
    });
    await db.insert(sessions).values(rows);
    return pool;
  }

  next(): SessionRef {
    const id = this.ids.shift();
    if (!id) throw new Error('the session pool is used up: make it bigger');
    return { id, version: 1 };
  }
}
