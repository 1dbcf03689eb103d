'use client';

import { useCallback, useState } from 'react';
import { loadWithRetry } from '@/lib/browser/lazy-load';

export type SearchCodec = typeof import('./search-codec');

let loaded: SearchCodec | null = null;
let loading: Promise<SearchCodec> | null = null;

/** The codec, fetched once for the page's life; rejects with ChunkLoadFailed when every retry failed. */
export function loadSearchCodec(): Promise<SearchCodec> {
  loading ??= loadWithRetry(() => import('./search-codec')).then(
    (codec) => (loaded = codec),
    (error: unknown) => {
      loading = null; // the next change tries again
      throw error;
    },
  );
  return loading;
}

/**
 * The search codec (search-codec.ts): null until something needs it. `load` fetches it (once
 * for the page's life) and resolves to it; a load that fails every retry resolves to null and
 * is thrown in render, so the page's error boundary shows SPEC §8's "Loading chunk … failed."
 * as for any lazy screen.
 */
export function useSearchCodec(): { codec: SearchCodec | null; load: () => Promise<SearchCodec | null> } {
  const [codec, setCodec] = useState(loaded);
  const load = useCallback(
    () =>
      loadSearchCodec().then(
        (ready) => {
          setCodec(ready);
          return ready;
        },
        (error: unknown) => {
          setCodec(() => {
            throw error;
          });
          return null;
        },
      ),
    [],
  );
  return { codec, load };
}
