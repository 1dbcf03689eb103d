import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Rng } from './random';

const MINUTE = 60_000;

/**
 * The team screen's "last sign-in" (/agents): most of the staff signed in this morning or
 * yesterday, one or two not for a couple of weeks, so the column tells something. No agents
 * are added here — other parts of the seed and their tests count the staff — so the invited
 * and deactivated states appear when the demo invites and deactivates someone.
 */
export async function seedTeam(db: Db, rng: Rng, companyId: number, staff: { id: number }[], now: Date): Promise<void> {
  for (const [i, agent] of staff.entries()) {
    const away = i % 5 === 4 ? rng.int(8, 20) * 24 * 60 : rng.int(3, 36 * 60);
    await db.update(t.agents).set({ lastLoginAt: new Date(now.getTime() - away * MINUTE) }).where(and(eq(t.agents.id, agent.id), eq(t.agents.companyId, companyId)));
  }
}
