'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { CrmViewer, LeadDetail } from '@/lib/crm/types';
import { AddLeadDialog } from './add-lead-dialog';

/**
 * The leads list's "Add lead": opens the dialog; the new lead opens when the caller may see it
 * (the flow may have given it to a colleague), else the list says where it went.
 */
export function AddLeadButton({ viewer, onNotice }: { viewer: CrmViewer; onNotice: (message: string) => void }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  if (viewer.type === 'lender') return null;
  function added(lead: LeadDetail) {
    setOpen(false);
    const sees = viewer.canManage || lead.buyerAgentId === null || lead.buyerAgentId === viewer.id;
    if (sees) router.push(`/lead?id=${lead.id}`);
    else onNotice(`${lead.fullName} was added; the lead flow gave the lead to ${lead.buyerAgent?.name ?? 'a colleague'}.`);
  }
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>Add lead</button>
      {open ? <AddLeadDialog open onClose={() => setOpen(false)} onAdded={added} canAssignToSelf={viewer.canClaim} /> : null}
    </>
  );
}
