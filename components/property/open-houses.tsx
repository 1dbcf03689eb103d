'use client';

import dynamic from 'next/dynamic';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { useTranslations } from 'next-intl';
import { useHashPanel } from '@/components/layout/use-hash-panel';
import type { OpenHouseItem } from './open-house-dialog';

const OpenHouseDialog = dynamic(() => loadWithRetry(() => import('./open-house-dialog')), { ssr: false });

/** The listing's open houses button and modal; SPEC §2 #open-house opens it. */
export function OpenHouses({ openHouses, address, url }: { openHouses: OpenHouseItem[]; address: string; url: string }) {
  const t = useTranslations('OpenHouse');
  const { open, used, openPanel, closePanel } = useHashPanel('open-house');
  if (openHouses.length === 0) return null;
  return (
    <>
      <button type="button" className="button button-secondary" onClick={openPanel} data-testid="open-houses">
        {t('open', { count: openHouses.length })}
      </button>
      {used ? <OpenHouseDialog open={open} onClose={closePanel} openHouses={openHouses} address={address} url={url} /> : null}
    </>
  );
}
