'use client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { LEAD_STAGE_OPTIONS } from '@/lib/crm/leads-query';
import type { GreatsheetColumn } from '@/lib/crm/greatsheet-columns';
import type { LeadListItem, LeadStage, TransferCandidate } from '@/lib/crm/types';
import { formatPhone } from '@/lib/format/phone';
import { stageLabel } from '../leads/lead-labels';
import type { CellValue } from './sheet-edit';
import styles from './greatsheet.module.css';

/** How an edit ends: saved (and where focus goes next), or cancelled. */
export type EditEnd = { save: CellValue; move: 'stay' | 'next' | 'previous' } | { save: null; move: 'stay' };

interface Props {
  column: GreatsheetColumn;
  row: LeadListItem;
  buyerAgents: TransferCandidate[];
  tagSuggestions: string[];
  onEnd: (end: EditEnd) => void;
}

/**
 * The editor inside an active cell: a text box, the stage select, the buyer-agent select or
 * the tag token input. Enter saves, Escape cancels, Tab saves and moves on, leaving the cell
 * (a click elsewhere) saves; each ends once.
 */
export function SheetEditor({ column, row, buyerAgents, tagSuggestions, onEnd }: Props) {
  const ended = useRef(false);
  const end = (value: EditEnd) => {
    if (ended.current) return;
    ended.current = true;
    onEnd(value);
  };
  const label = `${column.title} of ${row.fullName}`;
  const keys = (event: KeyboardEvent, read: () => CellValue) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      end({ save: null, move: 'stay' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      end({ save: read(), move: 'stay' });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      end({ save: read(), move: event.shiftKey ? 'previous' : 'next' });
    }
  };

  if (column.editor === 'stage') return <StageEditor row={row} label={label} keys={keys} end={end} />;
  if (column.editor === 'agent') return <AgentEditor row={row} label={label} keys={keys} end={end} candidates={buyerAgents} />;
  if (column.editor === 'tags') return <TagEditor row={row} label={label} end={end} suggestions={tagSuggestions} />;
  const initial = column.id === 'phone' ? formatPhone(row.phone) : ((column.id === 'firstName' ? row.firstName : column.id === 'lastName' ? row.lastName : row.email) ?? '');
  return <TextEditor initial={initial} label={label} keys={keys} end={end} type={column.id === 'email' ? 'email' : column.id === 'phone' ? 'tel' : 'text'} />;
}

type Keys = (event: KeyboardEvent, read: () => CellValue) => void;
type End = (value: EditEnd) => void;

function useFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
    if (ref.current instanceof HTMLInputElement) ref.current.select();
  }, []);
  return ref;
}

function TextEditor({ initial, label, keys, end, type }: { initial: string; label: string; keys: Keys; end: End; type: string }) {
  const ref = useFocus<HTMLInputElement>();
  const read = (): CellValue => ({ kind: 'text', text: (ref.current?.value ?? initial).trim() });
  return <input ref={ref} className={styles.editor} type={type} aria-label={label} defaultValue={initial} onKeyDown={(event) => keys(event, read)} onBlur={() => end({ save: read(), move: 'stay' })} />;
}

function StageEditor({ row, label, keys, end }: { row: LeadListItem; label: string; keys: Keys; end: End }) {
  const ref = useFocus<HTMLSelectElement>();
  const read = (): CellValue => ({ kind: 'stage', stage: (ref.current?.value ?? row.stage) as LeadStage });
  return (
    <select ref={ref} className={styles.editor} aria-label={label} defaultValue={row.stage} onKeyDown={(event) => keys(event, read)} onBlur={() => end({ save: read(), move: 'stay' })}>
      {LEAD_STAGE_OPTIONS.map((stage) => <option key={stage} value={stage}>{stageLabel(stage)}</option>)}
    </select>
  );
}

function AgentEditor({ row, label, keys, end, candidates }: { row: LeadListItem; label: string; keys: Keys; end: End; candidates: TransferCandidate[] }) {
  const ref = useFocus<HTMLSelectElement>();
  const current = row.buyerAgent?.id;
  const read = (): CellValue => {
    const id = Number(ref.current?.value ?? current ?? 0);
    const chosen = candidates.find((c) => c.id === id);
    return chosen ? { kind: 'agent', id: chosen.id, name: chosen.name } : { kind: 'agent', id: current ?? 0, name: row.buyerAgent?.name ?? '' };
  };
  return (
    <select ref={ref} className={styles.editor} aria-label={label} defaultValue={current ?? ''} onKeyDown={(event) => keys(event, read)} onBlur={() => end({ save: read(), move: 'stay' })}>
      {current === undefined && <option value="">Pond</option>}
      {current !== undefined && !candidates.some((c) => c.id === current) && <option value={current}>{row.buyerAgent?.name}</option>}
      {candidates.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
    </select>
  );
}

/**
 * Tags as tokens: type a tag and press Enter or comma to add it, Backspace in the empty box
 * removes the last one, × removes any; Enter in the empty box saves.
 */
function TagEditor({ row, label, end, suggestions }: { row: LeadListItem; label: string; end: End; suggestions: string[] }) {
  const [tags, setTags] = useState(row.tags);
  const [text, setText] = useState('');
  const ref = useFocus<HTMLInputElement>();
  const wrap = useRef<HTMLDivElement>(null);
  const listId = `sheet-tags-${row.id}`;
  const withText = (): string[] => {
    const t = text.trim().replace(/,$/, '').trim();
    return t && !tags.includes(t) ? [...tags, t] : tags;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      end({ save: null, move: 'stay' });
    } else if ((event.key === 'Enter' || event.key === ',') && text.trim()) {
      event.preventDefault();
      setTags(withText());
      setText('');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      end({ save: { kind: 'tags', tags }, move: 'stay' });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      end({ save: { kind: 'tags', tags: withText() }, move: event.shiftKey ? 'previous' : 'next' });
    } else if (event.key === 'Backspace' && text === '' && tags.length) {
      event.preventDefault();
      setTags(tags.slice(0, -1));
    }
  };
  return (
    <div
      ref={wrap}
      className={styles.tagEditor}
      role="group"
      aria-label={label}
      onBlur={(event) => {
        if (!wrap.current?.contains(event.relatedTarget as Node | null)) end({ save: { kind: 'tags', tags: withText() }, move: 'stay' });
      }}
    >
      {tags.map((tag) => (
        <span key={tag} className={styles.token}>
          {tag}
          <button type="button" aria-label={`Remove tag ${tag}`} onClick={() => { setTags(tags.filter((t) => t !== tag)); ref.current?.focus(); }}>×</button>
        </span>
      ))}
      <input ref={ref} aria-label={`Add a tag to ${row.fullName}`} list={listId} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
      <datalist id={listId}>{suggestions.filter((s) => !tags.includes(s)).map((s) => <option key={s} value={s} />)}</datalist>
    </div>
  );
}
