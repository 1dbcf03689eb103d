'use client';
import type { LeadFilterOptions } from '@/lib/crm/leads-list-types';
import { LEAD_STAGE_OPTIONS, type LeadsQuery } from '@/lib/crm/leads-query';
import type { LeadStage } from '@/lib/crm/types';
import { stageLabel } from './lead-labels';
import styles from './leads.module.css';

const POND = 'pond';

/** The filter bar: stage, agent (or the pond), source, tag, hot only. Every change is a URL change. */
export function LeadsFilters({ query, options, onChange }: { query: LeadsQuery; options: LeadFilterOptions; onChange: (patch: Partial<LeadsQuery>) => void }) {
  const stageValue = query.stage?.length === 1 ? query.stage[0] : query.stage?.length ? 'several' : '';
  const agentValue = query.pond ? POND : query.agentId !== undefined ? String(query.agentId) : '';
  const active = Boolean(query.stage || query.agentId !== undefined || query.pond || query.hot || query.source || query.tag);
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <label>
        <span>Stage</span>
        <select value={stageValue} onChange={(e) => onChange({ stage: e.target.value ? [e.target.value as LeadStage] : undefined })}>
          <option value="">Any stage</option>
          {stageValue === 'several' && <option value="several" disabled>{query.stage!.map(stageLabel).join(', ')}</option>}
          {LEAD_STAGE_OPTIONS.map((stage) => <option key={stage} value={stage}>{stageLabel(stage)}</option>)}
        </select>
      </label>
      <label>
        <span>Agent</span>
        <select
          value={agentValue}
          onChange={(e) => {
            const v = e.target.value;
            onChange(v === POND ? { pond: true, agentId: undefined } : { pond: undefined, agentId: v ? Number(v) : undefined });
          }}
        >
          <option value="">Any agent</option>
          <option value={POND}>Pond (no agent)</option>
          {options.agents.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
          {query.agentId !== undefined && !options.agents.some((a) => a.id === query.agentId) && <option value={query.agentId}>Agent #{query.agentId}</option>}
        </select>
      </label>
      <label>
        <span>Source</span>
        <select value={query.source ?? ''} onChange={(e) => onChange({ source: e.target.value || undefined })}>
          <option value="">Any source</option>
          {options.sources.map((s) => <option key={s} value={s}>{s}</option>)}
          {query.source && !options.sources.includes(query.source) && <option value={query.source}>{query.source}</option>}
        </select>
      </label>
      <label>
        <span>Tag</span>
        <select value={query.tag ?? ''} onChange={(e) => onChange({ tag: e.target.value || undefined })}>
          <option value="">Any tag</option>
          {options.tags.map((t) => <option key={t} value={t}>{t}</option>)}
          {query.tag && !options.tags.includes(query.tag) && <option value={query.tag}>{query.tag}</option>}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={Boolean(query.hot)} onChange={(e) => onChange({ hot: e.target.checked || undefined })} />
        <span>Hot only</span>
      </label>
      {active && (
        <button type="button" className={styles.linkButton} onClick={() => onChange({ stage: undefined, agentId: undefined, pond: undefined, hot: undefined, source: undefined, tag: undefined })}>
          Clear filters
        </button>
      )}
    </div>
  );
}
