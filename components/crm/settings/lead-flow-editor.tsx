'use client';

import { useState, type FormEvent } from 'react';
import { MAX_RULES } from '@/lib/automation/lead-flow/schema';
import type { LeadFlowAnswer } from '@/lib/automation/lead-flow/types';
import { problemOf, saveLeadFlow } from './lead-flow-api';
import { LeadFlowAssign } from './lead-flow-assign';
import { bodyOf, draftOf, errorsFor, fieldOf, moved, newRule, summaryOf, type AssignDraft, type FlowDraft, type PersonOption, type PlanOption, type RuleDraft } from './lead-flow-form';
import { LeadFlowRule } from './lead-flow-rule';
import styles from './lead-flow.module.css';
import { useFormatter } from 'next-intl';

interface Props {
  initial: LeadFlowAnswer;
  readOnly: boolean;
  agents: PersonOption[];
  lenders: PersonOption[];
  plans: PlanOption[];
}

/**
 * The lead flow editor: rules in order (Up/Down move them: the first that matches a new lead
 * takes it), the default rule, one Save for all. The API checks everything and names each bad
 * field; the message shows under it, and nothing is saved. Brokers see it read-only.
 */
export function LeadFlowEditor({ initial, readOnly, agents, lenders, plans }: Props) {
  const format = useFormatter();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<FlowDraft>(() => draftOf(initial));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [notice, setNotice] = useState('');
  const people = { agents, lenders, plans };
  const fields = problem?.fields ?? {};

  const edit = (next: FlowDraft) => {
    setDraft(next);
    setNotice('');
  };
  const editRule = (index: number, patch: Partial<RuleDraft>) => edit({ ...draft, rules: draft.rules.map((r, i) => (i === index ? { ...r, ...patch } : r)) });
  const editDefault = (patch: Partial<AssignDraft>) => edit({ ...draft, default: { ...draft.default, ...patch } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const answer = await saveLeadFlow(bodyOf(draft));
      setSaved(answer);
      setDraft(draftOf(answer));
      setNotice('Lead flow saved. New leads follow it from now on.');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  }

  const where = (path: string) => {
    const at = fieldOf(path).part;
    return at === 'default' ? 'Default rule' : at === null ? '' : `Rule ${at + 1}`;
  };

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-labelledby="lead-flow-title">
      <div className={styles.head}>
        <h2 id="lead-flow-title">Lead flow</h2>
        <p className={styles.muted}>
          Every new lead — a sign-up, an import, a lead added by hand — runs the rules from the top once; the first that matches decides who gets it. Towns and ZIP codes: separate them with commas. A sign-up on an agent’s own site stays with that agent.
          {saved.updatedAt ? ` Saved ${format.dateTime(new Date(saved.updatedAt), 'utcMoment')}.` : ' Not set up yet: new leads wait in the pond.'}
        </p>
        {readOnly ? <p className={styles.note}>Only admins change the lead flow; you can read it.</p> : null}
      </div>
      <fieldset className={styles.body} disabled={readOnly || busy}>
        <legend className={styles.hidden}>Rules</legend>
        {draft.rules.length === 0 ? <p className={styles.muted}>No rules: every new lead goes to the default rule.</p> : null}
        <ol className={styles.rules}>
          {draft.rules.map((rule, index) => (
            <LeadFlowRule
              key={rule.key}
              rule={rule}
              index={index}
              count={draft.rules.length}
              errors={errorsFor(fields, index)}
              people={people}
              onChange={(patch) => editRule(index, patch)}
              onMove={(by) => edit({ ...draft, rules: moved(draft.rules, index, by) })}
              onRemove={() => edit({ ...draft, rules: draft.rules.filter((_, i) => i !== index) })}
            />
          ))}
        </ol>
        {readOnly ? null : (
          <button type="button" className="button button-secondary" onClick={() => edit({ ...draft, rules: [...draft.rules, newRule(draft.rules.length + 1)] })} disabled={draft.rules.length >= MAX_RULES}>
            Add rule
          </button>
        )}
        <section className={styles.rule} aria-labelledby="default-rule-title">
          <h3 id="default-rule-title" className={styles.ruleTitle}>Default rule</h3>
          <p className={styles.muted}>For leads no rule matches, and for first-to-claim leads nobody claimed in time.</p>
          <LeadFlowAssign prefix="default" value={draft.default} onChange={editDefault} errors={errorsFor(fields, 'default')} agents={agents} lenders={lenders} plans={plans} />
          <p className={styles.summary}>{summaryOf(draft.default, 'Other new leads', people)}</p>
        </section>
      </fieldset>
      <div className={styles.footer}>
        {problem ? (
          <div className={styles.error} role="alert">
            <p>{Object.keys(problem.fields).length ? 'Nothing was saved. Fix the marked fields:' : problem.message}</p>
            {Object.keys(problem.fields).length ? (
              <ul>{Object.entries(problem.fields).map(([path, message]) => <li key={path}>{where(path) ? `${where(path)}: ` : ''}{message}</li>)}</ul>
            ) : null}
          </div>
        ) : null}
        <p className={styles.notice} role="status">{notice}</p>
        {readOnly ? null : (
          <div className={styles.buttons}>
            <button type="button" className="button button-secondary" onClick={() => { setDraft(draftOf(saved)); setProblem(null); setNotice(''); }} disabled={busy}>Discard changes</button>
            <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : 'Save lead flow'}</button>
          </div>
        )}
      </div>
    </form>
  );
}
