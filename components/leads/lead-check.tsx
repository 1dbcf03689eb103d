'use client';

import { useLeadCheck } from './use-lead-check';

/** The signed-in lead's checks (use-lead-check.ts), as a component visitors never load. */
export default function LeadCheck() {
  useLeadCheck(true);
  return null;
}
