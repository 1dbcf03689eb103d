'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { PromptSettings } from '@/lib/ab/prompt';
import type { AbTestView } from '@/lib/crm/ab-types';
import { problemsOf } from '@/components/crm/agents/team-api';
import { AB_KEY, loadTests, patchTest } from './ab-api';
import { AbFigures } from './ab-figures';
import { AbForm } from './ab-form';
import { count, percent } from './format';
import { StopDialog } from './stop-dialog';
import styles from './ab.module.css';
import { useFormatter } from 'next-intl';

type Mode = { kind: 'view'; id: number | null } | { kind: 'new' } | { kind: 'edit'; id: number };

/** The screen's state in the URL (?test=, ?new=1, ?edit=), as the leads list keeps its filters. */
function writeUrl(mode: Mode) {
  const params = new URLSearchParams();
  if (mode.kind === 'new') params.set('new', '1');
  else if (mode.kind === 'edit') params.set('edit', String(mode.id));
  else if (mode.id !== null) params.set('test', String(mode.id));
  const query = params.toString();
  history.replaceState(history.state, '', `/ab${query ? `?${query}` : ''}`);
}

const STATUS_WORDS = { draft: 'Draft', running: 'Running', stopped: 'Stopped' } as const;

/** /ab: the company's tests of the sign-up prompt, one test's figures, and the create/edit form. */
export function AbScreen({ initial, initialMode, control }: { initial: AbTestView[]; initialMode: Mode; control: PromptSettings }) {
  const format = useFormatter();
  const dateText = (iso: string | null) => (iso ? format.dateTime(new Date(iso), 'date') : '—');
  const { data: tests = initial, mutate } = useSWR(AB_KEY, loadTests, { fallbackData: initial, refreshInterval: 30_000 });
  const [mode, setModeState] = useState<Mode>(initialMode);
  const [stopping, setStopping] = useState<AbTestView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const setMode = (next: Mode) => {
    setModeState(next);
    setError(null);
    writeUrl(next);
  };
  const selectedId = mode.kind === 'view' ? (mode.id ?? tests[0]?.id ?? null) : mode.kind === 'edit' ? mode.id : null;
  const selected = tests.find((t) => t.id === selectedId) ?? null;

  const replaced = async (saved: AbTestView) => {
    await mutate((list = []) => (list.some((t) => t.id === saved.id) ? list.map((t) => (t.id === saved.id ? saved : t)) : [saved, ...list]), { revalidate: true });
    setMode({ kind: 'view', id: saved.id });
  };
  async function start(test: AbTestView) {
    setError(null);
    try {
      await replaced(await patchTest(test.id, { status: 'running' }));
    } catch (e) {
      setError(problemsOf(e).message);
    }
  }

  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>A/B tests</h1>
        <p className={styles.muted}>Variants of the site’s sign-up prompt: words, timing and free pictures. One test runs at a time.</p>
        <button type="button" className="button" onClick={() => setMode({ kind: 'new' })} data-testid="ab-new">
          New test
        </button>
      </div>
      {tests.length === 0 && mode.kind !== 'new' ? <p className={styles.empty}>No tests yet. Make one to see which sign-up prompt converts best.</p> : null}
      {tests.length > 0 ? (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="A/B tests">
          <table className={styles.table} data-testid="ab-tests">
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Status</th>
                <th scope="col">Started</th>
                <th scope="col" className={styles.num}>Shown</th>
                <th scope="col" className={styles.num}>Signed up</th>
                <th scope="col" className={styles.num}>Rate</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((t) => (
                <tr key={t.id} aria-current={t.id === selectedId ? 'true' : undefined}>
                  <th scope="row">
                    <a href={`/ab?test=${t.id}`} onClick={(e) => { e.preventDefault(); setMode({ kind: 'view', id: t.id }); }}>
                      {t.name}
                    </a>
                  </th>
                  <td><span className={styles.badge} data-state={t.status}>{STATUS_WORDS[t.status]}</span></td>
                  <td className={styles.nowrap}>{dateText(t.startedAt)}</td>
                  <td className={styles.num}>{count(t.totals.exposures)}</td>
                  <td className={styles.num}>{count(t.totals.conversions)}</td>
                  <td className={styles.num}>{t.totals.exposures ? percent(t.totals.conversions / t.totals.exposures) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {error ? <p role="alert" className={styles.fieldError}>{error}</p> : null}
      {mode.kind === 'new' || (mode.kind === 'edit' && selected) ? (
        <AbForm key={mode.kind === 'edit' ? mode.id : 'new'} test={mode.kind === 'edit' ? selected : null} control={control} onSaved={replaced} onCancel={() => setMode({ kind: 'view', id: selectedId })} />
      ) : selected ? (
        <section className={styles.detail} aria-labelledby="ab-detail-title" data-testid="ab-detail">
          <div className={styles.toolbar}>
            <h2 id="ab-detail-title">{selected.name}</h2>
            <span className={styles.badge} data-state={selected.status}>{STATUS_WORDS[selected.status]}</span>
            <span className={styles.muted}>
              {selected.status === 'stopped' ? `Stopped ${dateText(selected.stoppedAt)}, kept “${selected.variants.find((v) => v.id === selected.winnerVariantId)?.name ?? '—'}”` : selected.status === 'running' ? `Running since ${dateText(selected.startedAt)}` : 'Not started'}
            </span>
            {selected.status === 'draft' ? (
              <>
                <button type="button" className="button" onClick={() => start(selected)} data-testid="ab-start">Start</button>
                <button type="button" className="button button-secondary" onClick={() => setMode({ kind: 'edit', id: selected.id })}>Edit</button>
              </>
            ) : null}
            {selected.status === 'running' ? (
              <button type="button" className="button" onClick={() => setStopping(selected)} data-testid="ab-stop">Stop &amp; keep winner</button>
            ) : null}
          </div>
          <AbFigures test={selected} />
        </section>
      ) : null}
      {stopping ? (
        <StopDialog
          test={stopping}
          onClose={() => setStopping(null)}
          onStopped={async (test) => {
            setStopping(null);
            await replaced(test);
          }}
        />
      ) : null}
    </div>
  );
}

export type { Mode as AbMode };
