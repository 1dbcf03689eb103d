'use client';

import { useState, type FormEvent } from 'react';
import { problemOf } from './integrations-api';

/**
 * A create dialog's submit (a key, a webhook): busy while the call runs, the refusal's message and
 * field errors kept for the form to show, and `done` with what was created on success.
 */
export function useCreateSubmit<T>(create: () => Promise<T>, done: (created: T) => void, fallback: string) {
  const [problem, setProblem] = useState<ReturnType<typeof problemOf> | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const created = await create();
      setProblem(null);
      done(created);
    } catch (e) {
      setProblem(problemOf(e, fallback));
    } finally {
      setBusy(false);
    }
  }
  return { problem, busy, submit };
}
