'use client';

import { useRouter } from 'next/navigation';
import type { HomeJson } from '@/lib/estimate/estimate-json-types';
import { estimatePath } from '@/lib/seller/paths';
import { TuningForm } from './tuning-form';

/**
 * The tuning form on a page: inline on /estimate when the home must be described first (the
 * page is rendered again with the value), and on /estimate/{id}/tuning (back to the estimate).
 */
export function DetailsPanel({ addressId, home, then, submitLabel }: { addressId: number; home: HomeJson | null; then: 'refresh' | 'estimate'; submitLabel?: string }) {
  const router = useRouter();
  return (
    <TuningForm
      addressId={addressId}
      home={home}
      submitLabel={submitLabel}
      onSaved={() => (then === 'refresh' ? router.refresh() : router.push(estimatePath(addressId)))}
    />
  );
}
