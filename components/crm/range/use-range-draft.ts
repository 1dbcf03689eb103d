'use client';

import { useState } from 'react';

export interface Range {
  from: string;
  to: string;
}

/**
 * A range being typed (RangeFields): every change is kept in the draft, and reaches the
 * screen's filter (`apply`) only when `problemOf` finds nothing wrong with it; a quick range is
 * applied at once. `problem` is what to show beside the fields.
 */
export function useRangeDraft<K extends string>(initial: Range, options: { problemOf: (range: Range) => string | null; presetOf: (key: K) => Range; apply: (range: Range) => void }) {
  const [draft, setDraft] = useState<Range>(initial);
  const change = (field: keyof Range, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (!options.problemOf(next)) options.apply(next);
  };
  const preset = (key: K) => {
    const next = options.presetOf(key);
    setDraft(next);
    options.apply(next);
  };
  return { draft, problem: options.problemOf(draft), change, preset };
}
