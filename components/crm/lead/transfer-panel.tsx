'use client';
import { useState } from 'react';
import { TRANSFER_LABELS } from '@/lib/crm/transfer-rules';
import { TRANSFER_TYPES, type TransferCandidate, type TransferType } from '@/lib/crm/types';
import styles from './lead.module.css';

/**
 * SPEC §6 transfer, inline (the shared <dialog> is another change): the three types, each
 * listing only agents who may receive it. An agent who is not a broker may pass on only the
 * buyer-agent role of their own lead.
 */
export function TransferPanel({ candidates, onTransfer, manage }: { candidates: Record<TransferType, TransferCandidate[]>; onTransfer: (type: TransferType, agentId: number) => Promise<boolean>; manage: boolean }) {
  const types = manage ? TRANSFER_TYPES : (['agent'] as const);
  const [type, setType] = useState<TransferType>('agent');
  const list = candidates[type];
  const [agentId, setAgentId] = useState<string>('');
  return (
    <form className={styles.form} onSubmit={(e) => { e.preventDefault(); if (agentId) void onTransfer(type, Number(agentId)); }}>
      <fieldset className={styles.row} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className={styles.muted}>Transfer as</legend>
        {types.map((t) => (
          <label key={t} style={{ display: 'flex', gap: 4 }}><input type="radio" name="transferType" checked={type === t} onChange={() => { setType(t); setAgentId(''); }} />{TRANSFER_LABELS[t]}</label>
        ))}
      </fieldset>
      <label className={styles.field}>
        New {TRANSFER_LABELS[type].toLowerCase()}
        <select value={agentId} onChange={(e) => setAgentId(e.target.value)} required>
          <option value="">Choose…</option>
          {list.map((a) => <option key={a.id} value={a.id}>{a.name} ({a.type})</option>)}
        </select>
      </label>
      <button className="button" disabled={!agentId}>Transfer</button>
    </form>
  );
}
