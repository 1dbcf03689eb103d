'use client';
import { useEffect, useState } from 'react';
import type { BoardQuery } from '@/lib/crm/opportunity-input';
import styles from './opportunities.module.css';

export interface AgentOption {
  id: number;
  name: string;
}

/** The board's filters: whose deals (everyone's the caller sees, their own, or one agent's) and a search over lead names and addresses. */
export function BoardFilters({ query, agents, viewerId, onChange }: { query: BoardQuery; agents: AgentOption[]; viewerId: number; onChange: (patch: Partial<BoardQuery>) => void }) {
  const [q, setQ] = useState(query.q ?? '');
  // Typing settles for a moment before the board asks again.
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = q.trim() === '' ? undefined : q.trim();
      if (next !== query.q) onChange({ q: next });
    }, 300);
    return () => clearTimeout(timer);
  }, [q, query.q, onChange]);
  const others = agents.filter((a) => a.id !== viewerId);
  return (
    <div className={styles.filters}>
      <label>
        Agent
        <select value={query.agentId ?? ''} onChange={(e) => onChange({ agentId: e.target.value === '' ? undefined : Number(e.target.value) })}>
          <option value="">Everyone</option>
          <option value={viewerId}>Mine</option>
          {others.map((a) => (
            <option key={a.id} value={a.id}>{a.name}</option>
          ))}
        </select>
      </label>
      <label>
        Search
        <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Lead or address" maxLength={100} data-crm-search-owner="" />
      </label>
      {query.leadId !== undefined ? (
        <button type="button" className={styles.linkButton} onClick={() => onChange({ leadId: undefined })}>One lead&apos;s deals: show every lead</button>
      ) : null}
    </div>
  );
}
