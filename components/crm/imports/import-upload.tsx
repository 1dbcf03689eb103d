'use client';

import Papa from 'papaparse';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { autoMapping, FIELD_LABELS, IMPORT_FIELDS, REPEATABLE_FIELDS, type ImportField } from '@/lib/crm/imports/fields';
import { previewProblems, readImportRow } from '@/lib/crm/imports/row';
import { startImport, startProblemOf } from './import-api';
import styles from './imports.module.css';

const PREVIEW_ROWS = 10;
const MAX_BYTES = 50 * 1024 * 1024;

interface Sample {
  file: File;
  headers: string[];
  rows: string[][];
}

/** The preview's columns: the fields the mapping uses, in the field list's order. */
const PREVIEW_FIELDS: { key: string; label: string; pick: (r: ReturnType<typeof readImportRow>) => string }[] = [
  { key: 'name', label: 'Name', pick: (r) => [r.body.firstName, r.body.lastName].filter(Boolean).join(' ') },
  { key: 'email', label: 'E-mail', pick: (r) => r.body.email ?? '' },
  { key: 'phone', label: 'Phone', pick: (r) => r.body.phone ?? '' },
  { key: 'stage', label: 'Stage', pick: (r) => r.body.stage ?? 'new' },
  { key: 'tags', label: 'Tags', pick: (r) => (r.body.tags ?? []).join(', ') },
  { key: 'source', label: 'Source', pick: (r) => r.body.source ?? '' },
];

/**
 * /admin/import-leads: choose a CSV, map its columns (auto-mapped by header names, a select per
 * column), see the first rows as they will be imported with each row's problems, choose skip or
 * merge for duplicates, tags and a source, and start. The first rows are parsed here with
 * papaparse so the mapping answers at once; the server parses the whole file again.
 */
export function ImportUpload() {
  const router = useRouter();
  const ids = useId();
  const [sample, setSample] = useState<Sample | null>(null);
  const [mapping, setMapping] = useState<Record<string, ImportField>>({});
  const [dedupe, setDedupe] = useState<'skip' | 'merge'>('skip');
  const [tags, setTags] = useState('');
  const [source, setSource] = useState('');
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);

  const tagList = useMemo(() => tags.split(',').map((t) => t.trim()).filter(Boolean), [tags]);
  const preview = useMemo(() => {
    if (!sample) return [];
    const columns = sample.headers.flatMap((h, i) => (mapping[h] ? [[i, mapping[h]] as const] : []));
    return sample.rows.map((cells) => {
      const row = readImportRow(cells, columns, { tags: tagList, source: source.trim() || null });
      return { row, problems: previewProblems(row) };
    });
  }, [sample, mapping, tagList, source]);
  const mapsContact = Object.values(mapping).some((f) => f === 'email' || f === 'phone');

  function choose(file: File | undefined) {
    setProblem(null);
    setSample(null);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setProblem({ message: 'The file is too large (at most 50 MB): split it into smaller files', fields: {} });
      return;
    }
    Papa.parse<string[]>(file, {
      preview: PREVIEW_ROWS + 1,
      skipEmptyLines: 'greedy',
      complete: (result) => {
        const [header = [], ...rows] = result.data;
        const headers = header.map((h) => h.trim());
        if (headers.length === 0) {
          setProblem({ message: 'The file is empty: its first line should name the columns', fields: {} });
          return;
        }
        setSample({ file, headers, rows });
        setMapping(autoMapping(headers));
      },
      error: () => setProblem({ message: 'The file could not be read', fields: {} }),
    });
  }

  function mapColumn(header: string, value: string) {
    setMapping((current) => {
      const next = { ...current };
      delete next[header];
      const field = IMPORT_FIELDS.find((f) => f === value);
      if (!field) return next;
      // A field fed by one column only: choosing it here frees the column that had it.
      if (!REPEATABLE_FIELDS.has(field)) for (const [h, f] of Object.entries(next)) if (f === field) delete next[h];
      next[header] = field;
      return next;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sample) return;
    setBusy(true);
    setProblem(null);
    try {
      const { id } = await startImport({ file: sample.file, mapping, dedupe, tags: tagList, source: source.trim() });
      router.push(`/importing?id=${id}`);
    } catch (error) {
      setProblem(startProblemOf(error));
      setBusy(false);
    }
  }

  return (
    <form className={styles.upload} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.field}>
        <label htmlFor={`${ids}-file`}>CSV file (at most 50 MB, with a header row)</label>
        <input id={`${ids}-file`} type="file" accept=".csv,text/csv" onChange={(e) => choose(e.target.files?.[0])} data-testid="import-file" />
      </div>

      {problem ? (
        <div className={styles.problem} role="alert">
          <p>{problem.message}</p>
          {Object.keys(problem.fields).length > 1 ? <ul>{Object.entries(problem.fields).map(([f, m]) => <li key={f}>{f}: {m}</li>)}</ul> : null}
        </div>
      ) : null}

      {sample ? (
        <>
          <section aria-labelledby={`${ids}-map`}>
            <h2 id={`${ids}-map`}>Columns</h2>
            <p className={styles.hint}>Each column of {sample.file.name} and the lead field it fills; columns left on “Ignore” are not imported. Duplicates are found by e-mail or phone, so map at least one of them.</p>
            <table className={styles.table}>
              <thead><tr><th scope="col">Column</th><th scope="col">Lead field</th><th scope="col">First value</th></tr></thead>
              <tbody>
                {sample.headers.map((header, i) => (
                  <tr key={`${header}-${i}`}>
                    <td data-label="Column"><label htmlFor={`${ids}-col-${i}`}>{header || <em>(no name)</em>}</label></td>
                    <td data-label="Field">
                      <select id={`${ids}-col-${i}`} value={mapping[header] ?? ''} onChange={(e) => mapColumn(header, e.target.value)} disabled={header === ''}>
                        <option value="">Ignore</option>
                        {IMPORT_FIELDS.map((f) => <option key={f} value={f}>{FIELD_LABELS[f]}</option>)}
                      </select>
                    </td>
                    <td data-label="First value" className={styles.sampleCell}>{sample.rows[0]?.[i] ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!mapsContact ? <p className={styles.warning}>Map a column to E-mail or Phone.</p> : null}
          </section>

          <fieldset className={styles.options}>
            <legend>Duplicates (same e-mail or phone as a lead you have, or as an earlier row)</legend>
            <label><input type="radio" name="dedupe" value="skip" checked={dedupe === 'skip'} onChange={() => setDedupe('skip')} /> Skip the row</label>
            <label><input type="radio" name="dedupe" value="merge" checked={dedupe === 'merge'} onChange={() => setDedupe('merge')} /> Merge: fill the lead’s empty fields and add tags</label>
          </fieldset>
          <div className={styles.optionRow}>
            <div className={styles.field}>
              <label htmlFor={`${ids}-tags`}>Tags for every lead (comma-separated)</label>
              <input id={`${ids}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} maxLength={400} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${ids}-source`}>Source when a row names none</label>
              <input id={`${ids}-source`} value={source} onChange={(e) => setSource(e.target.value)} maxLength={60} placeholder="Import" />
            </div>
          </div>

          <section aria-labelledby={`${ids}-preview`}>
            <h2 id={`${ids}-preview`}>Preview: the first {preview.length} {preview.length === 1 ? 'row' : 'rows'}</h2>
            <table className={styles.table} data-testid="import-preview">
              <thead>
                <tr><th scope="col">Row</th>{PREVIEW_FIELDS.map((f) => <th key={f.key} scope="col">{f.label}</th>)}<th scope="col">Problems</th></tr>
              </thead>
              <tbody>
                {preview.map(({ row, problems }, i) => (
                  <tr key={i} className={problems.length > 0 ? styles.refused : undefined}>
                    <td data-label="Row" className={styles.num}>{i + 1}</td>
                    {PREVIEW_FIELDS.map((f) => <td key={f.key} data-label={f.label} className={styles.sampleCell}>{f.pick(row)}</td>)}
                    <td data-label="Problems">{problems.length > 0 ? problems.join('; ') : 'OK'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>

          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy || !mapsContact}>{busy ? 'Starting…' : 'Start import'}</button>
          </div>
        </>
      ) : null}
    </form>
  );
}
