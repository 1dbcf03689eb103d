import 'server-only';
import { NextResponse } from 'next/server';
import type { Saved } from './service';

/** Agents work leads' searches in the CRM; they have none of their own (SPEC §6). */
export const AGENTS_HAVE_NO_SAVED_SEARCHES = 'Agents have no saved searches';

/**
 * A save's answer: the alert (201 when created, 200 when changed), or 409 when the lead
 * already has these criteria (SPEC §4), naming that alert so the client can point at it.
 */
export function savedResponse(saved: Saved, status: 200 | 201): Response {
  if (saved.kind === 'saved') return NextResponse.json({ data: saved.alert }, { status });
  const { existing } = saved;
  return NextResponse.json(
    { error: `This search is already saved as "${existing.customName}"`, existingId: existing.id, existing },
    { status: 409 },
  );
}
