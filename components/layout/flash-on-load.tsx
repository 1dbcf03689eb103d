'use client';

import { useEffect } from 'react';
import { useFlashStore, type FlashKind } from '@/stores/flash';

/** Shows a flash message once the page is up (SPEC §4: a 404 shows a flash message with the error content). */
export function FlashOnLoad({ message, kind = 'error' }: { message: string; kind?: FlashKind }) {
  useEffect(() => {
    useFlashStore.getState().show(message, { kind });
  }, [message, kind]);
  return null;
}
