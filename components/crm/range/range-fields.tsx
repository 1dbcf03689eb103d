'use client';

/**
 * The From / To pair and its quick ranges, as the reports and the LSA booster ask for a range
 * (days or months). The caller keeps the draft, checks it and shows the problem in the element
 * `problemId` names (it may put other fields between); styles are the caller's, so each screen
 * keeps its own look.
 */
export interface RangeFieldsProps<K extends string> {
  kind: 'date' | 'month';
  draft: { from: string; to: string };
  onChange: (field: 'from' | 'to', value: string) => void;
  presets: readonly { key: K; label: string }[];
  onPreset: (key: K) => void;
  /** The id of the element that says what is wrong with the range; `invalid` marks both inputs. */
  problemId: string;
  invalid: boolean;
  classNames: { presets?: string; preset?: string };
}

export function RangeFields<K extends string>({ kind, draft, onChange, presets, onPreset, problemId, invalid, classNames }: RangeFieldsProps<K>) {
  const described = { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': problemId } as const;
  return (
    <>
      <label>
        <span>From</span>
        <input type={kind} name="from" value={draft.from} max={draft.to || undefined} onChange={(e) => onChange('from', e.target.value)} {...described} />
      </label>
      <label>
        <span>To</span>
        <input type={kind} name="to" value={draft.to} min={draft.from || undefined} onChange={(e) => onChange('to', e.target.value)} {...described} />
      </label>
      <div className={classNames.presets} role="group" aria-label="Quick ranges">
        {presets.map((p) => (
          <button key={p.key} type="button" className={classNames.preset} onClick={() => onPreset(p.key)}>
            {p.label}
          </button>
        ))}
      </div>
    </>
  );
}
