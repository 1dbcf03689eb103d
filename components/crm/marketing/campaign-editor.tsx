'use client';
import { useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { LeadsFilters } from '@/components/crm/leads/leads-filters';
import { TEMPLATE_FIELDS } from '@/lib/automation/templates';
import { CAMPAIGN_LIMITS } from '@/lib/crm/campaign-input';
import { querySegment, segmentLeadsHref, segmentQuery, type CampaignDetail, type CampaignView } from '@/lib/crm/campaign-types';
import type { LeadFilterOptions } from '@/lib/crm/leads-list-types';
import type { LeadsQuery } from '@/lib/crm/leads-query';
import { CampaignPreviewPane } from './campaign-preview-pane';
import { createCampaign, problemOf, saveCampaign, segmentTotal, type CampaignDraft } from './marketing-api';
import { SendDialog } from './send-dialog';
import { useDebouncedValue } from '@/components/search/use-debounced-value';
import styles from './marketing.module.css';
import { useFormatter } from 'next-intl';

const NEW_BODY = 'Hi {{lead.firstName}},\n\n\n\n{{agent.fullName}}\n{{company.name}}';

/**
 * A draft's editor: name, sender, subject and body with the template fields, and the segment
 * built with the leads list's own filter bar, its live count from the leads list's total.
 * Saved as a draft; the preview pane renders the saved draft for a lead of the segment.
 */
export function CampaignEditor({ campaign, options, defaultSenderId, onSaved, onChanged }: {
  campaign: CampaignView | null;
  options: LeadFilterOptions;
  defaultSenderId: number;
  onSaved: (campaign: CampaignDetail) => void;
  onChanged: () => void;
}) {
  const format = useFormatter();
  const id = useId();
  const body = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<CampaignDraft>(() => ({
    name: campaign?.name ?? '',
    subject: campaign?.subject ?? '',
    body: campaign?.body ?? NEW_BODY,
    fromAgentId: campaign?.fromAgent?.id ?? defaultSenderId,
    segment: campaign?.segment ?? {},
  }));
  const [saved, setSaved] = useState<{ id: number; version: string } | null>(campaign ? { id: campaign.id, version: campaign.updatedAt } : null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [sending, setSending] = useState(false);

  const segment = useDebouncedValue(draft.segment, 300);
  const { data: total, error: countError } = useSWR(['segment-total', JSON.stringify(segment)], () => segmentTotal(segment), { keepPreviousData: true });

  const change = (patch: Partial<CampaignDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const changeSegment = (patch: Partial<LeadsQuery>) => change({ segment: querySegment({ ...segmentQuery(draft.segment), ...patch }) });
  const insertField = (field: string) => {
    const area = body.current;
    const token = `{{${field}}}`;
    const at = area?.selectionStart ?? draft.body.length;
    const end = area?.selectionEnd ?? at;
    change({ body: draft.body.slice(0, at) + token + draft.body.slice(end) });
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  /** Saves (creates the first time); the saved campaign, or null when refused (the problem is shown). */
  async function save(): Promise<CampaignDetail | null> {
    setBusy(true);
    setProblem(null);
    try {
      const result = saved ? await saveCampaign(saved.id, draft) : await createCampaign(draft);
      setSaved({ id: result.id, version: result.updatedAt });
      setDirty(false);
      onSaved(result);
      return result;
    } catch (error) {
      setProblem(problemOf(error, 'The campaign could not be saved. Please try again.'));
      return null;
    } finally {
      setBusy(false);
    }
  }
  async function openSend() {
    const result = dirty || !saved ? await save() : { id: saved.id };
    if (result) setSending(true);
  }

  const fieldError = (name: string) => problem?.fields[name] ?? Object.entries(problem?.fields ?? {}).find(([k]) => k.startsWith(`${name}.`))?.[1];
  const invalid = (name: string) => (fieldError(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {});
  const errorOf = (name: string) => (fieldError(name) ? <span id={`${id}-${name}-error`} className={styles.fieldError}>{fieldError(name)}</span> : null);
  const segmentFilters = segmentQuery(draft.segment);

  return (
    <div className={styles.work}>
      <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid="campaign-editor">
        <h2 id={`${id}-title`}>{campaign ? `Edit “${campaign.name}”` : 'New campaign'}</h2>
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {problem ? <p className={styles.alert} role="alert">{problem.message}</p> : null}
          <div className={styles.row}>
            <label className={styles.field}>
              <span>Name</span>
              <input value={draft.name} maxLength={CAMPAIGN_LIMITS.name} onChange={(e) => change({ name: e.target.value })} {...invalid('name')} />
              {errorOf('name')}
            </label>
            <label className={styles.field}>
              <span>From</span>
              <select value={draft.fromAgentId} onChange={(e) => change({ fromAgentId: Number(e.target.value) })} {...invalid('fromAgentId')}>
                {options.agents.map((a) => <option key={a.id} value={a.id}>{a.name}</option>)}
              </select>
              {errorOf('fromAgentId')}
            </label>
          </div>
          <label className={styles.field}>
            <span>Subject</span>
            <input value={draft.subject} maxLength={CAMPAIGN_LIMITS.subject} onChange={(e) => change({ subject: e.target.value })} {...invalid('subject')} />
            {errorOf('subject')}
          </label>
          {/* Labelled by `for`, not by wrapping: a wrapping label would make the message's text part of its name. */}
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>Message</label>
            <textarea id={`${id}-body`} ref={body} value={draft.body} maxLength={CAMPAIGN_LIMITS.body} onChange={(e) => change({ body: e.target.value })} {...invalid('body')} />
            {errorOf('body')}
          </div>
          <label className={styles.field}>
            <span>Insert a field</span>
            <select
              value=""
              onChange={(e) => {
                if (e.target.value) insertField(e.target.value);
              }}
            >
              <option value="">Choose a field…</option>
              {TEMPLATE_FIELDS.map((f) => <option key={f} value={f}>{`{{${f}}}`}</option>)}
            </select>
          </label>

          <fieldset className={styles.segment}>
            <legend>Who gets it</legend>
            <label className={styles.field}>
              <span>Search leads</span>
              <input type="search" value={draft.segment.q ?? ''} maxLength={100} onChange={(e) => changeSegment({ q: e.target.value || undefined })} placeholder="Name, e-mail or phone" />
            </label>
            <LeadsFilters query={segmentFilters} options={options} onChange={changeSegment} />
            {errorOf('segment')}
            <p className={styles.count} role="status" aria-live="polite" data-testid="segment-count">
              {countError ? 'Could not count the leads.' : total === undefined ? 'Counting…' : <><strong>{format.number(total, 'count')}</strong> {total === 1 ? 'lead' : 'leads'} in this segment · <a href={segmentLeadsHref(draft.segment)}>see them</a></>}
            </p>
          </fieldset>

          <div className={styles.actions}>
            <button type="submit" className="button button-secondary" disabled={busy}>Save draft</button>
            <button type="button" className="button" disabled={busy} onClick={() => void openSend()}>Send…</button>
            <span className={styles.saved} aria-live="polite">{busy ? 'Saving…' : dirty ? 'Unsaved changes' : saved ? 'Saved' : ''}</span>
          </div>
        </form>
      </section>
      {saved ? <CampaignPreviewPane campaignId={saved.id} version={saved.version} /> : <section className={styles.panel}><h2>Preview</h2><p className={styles.muted}>Save the draft to preview it for a lead of the segment.</p></section>}
      {saved && sending ? <SendDialog campaignId={saved.id} onClose={() => setSending(false)} onSent={onChanged} /> : null}
    </div>
  );
}
