'use client';

import { LeadFlowAssign } from './lead-flow-assign';
import { summaryOf, whoOf, type PersonOption, type PlanOption, type RuleDraft } from './lead-flow-form';
import styles from './lead-flow.module.css';

interface Props {
  rule: RuleDraft;
  index: number;
  count: number;
  errors: Record<string, string>;
  people: { agents: PersonOption[]; lenders: PersonOption[]; plans: PlanOption[] };
  onChange: (patch: Partial<RuleDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One rule: its name, criteria, assignment and, in words, what happens to a lead it takes. */
export function LeadFlowRule({ rule, index, count, errors, people, onChange, onMove, onRemove }: Props) {
  const prefix = `rule-${rule.key}`;
  const text = (field: 'name' | 'source' | 'minPrice' | 'maxPrice' | 'cities' | 'zips', label: string, hint?: string, inputMode?: 'numeric') => {
    const id = `${prefix}-${field}`;
    const errorId = errors[field] ? `${id}-error` : undefined;
    // The message sits beside the label, not in it: the input's name stays its label alone.
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        <input id={id} value={rule[field]} inputMode={inputMode} placeholder={hint} onChange={(e) => onChange({ [field]: e.target.value })} aria-invalid={errorId ? true : undefined} aria-describedby={errorId} />
        {errorId ? <span id={errorId} className={styles.fieldError}>{errors[field]}</span> : null}
      </div>
    );
  };
  const position = index + 1;
  return (
    <li className={styles.rule} aria-labelledby={`${prefix}-title`}>
      <div className={styles.ruleHead}>
        <h3 id={`${prefix}-title`} className={styles.ruleTitle}>
          <span className={styles.position}>{position}</span> {rule.name || `Rule ${position}`}
        </h3>
        <div className={styles.ruleButtons}>
          <button type="button" className={styles.small} onClick={() => onMove(-1)} disabled={index === 0} aria-label={`Move rule ${position} up`}>Up</button>
          <button type="button" className={styles.small} onClick={() => onMove(1)} disabled={index === count - 1} aria-label={`Move rule ${position} down`}>Down</button>
          <button type="button" className={styles.small} onClick={onRemove} aria-label={`Remove rule ${position}`}>Remove</button>
        </div>
      </div>
      <div className={styles.grid}>
        {text('name', 'Name')}
        {text('source', 'Source', 'Any')}
        <label className={styles.field}>
          Buyers or sellers
          <select value={rule.seller} onChange={(e) => onChange({ seller: e.target.value as RuleDraft['seller'] })}>
            <option value="">Both</option>
            <option value="buyers">Buyers</option>
            <option value="sellers">Sellers</option>
          </select>
        </label>
        {text('minPrice', 'Lowest price', 'Any', 'numeric')}
        {text('maxPrice', 'Highest price', 'Any', 'numeric')}
        {text('cities', 'Towns', 'Any')}
        {text('zips', 'ZIP codes', 'Any')}
      </div>
      <LeadFlowAssign prefix={prefix} value={rule} onChange={onChange} errors={errors} agents={people.agents} lenders={people.lenders} plans={people.plans} />
      <p className={styles.summary}>{summaryOf(rule, whoOf(rule), people)}</p>
    </li>
  );
}
