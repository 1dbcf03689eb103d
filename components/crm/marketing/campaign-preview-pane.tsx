'use client';
import useSWR from 'swr';
import { previewCampaign } from './marketing-api';
import styles from './marketing.module.css';
import { useFormatter } from 'next-intl';

export const previewKey = (campaignId: number, version: string) => ['campaign-preview', campaignId, version] as const;

/**
 * The saved campaign rendered for a lead of its segment (subject, the mail in a sandboxed
 * frame: no script, no navigation), and the segment's figures: how many would be mailed and
 * why the others would not.
 */
export function CampaignPreviewPane({ campaignId, version }: { campaignId: number; version: string }) {
  const format = useFormatter();
  const { data, error, isLoading } = useSWR(previewKey(campaignId, version), () => previewCampaign(campaignId), { keepPreviousData: true });
  return (
    <section className={styles.panel} aria-labelledby={`preview-${campaignId}`} data-testid="campaign-preview">
      <h2 id={`preview-${campaignId}`}>Preview</h2>
      {error ? <p className={styles.alert} role="alert">The preview could not be loaded.</p> : null}
      {!data ? <p className={styles.muted}>{isLoading ? 'Loading the preview…' : ''}</p> : (
        <>
          <p className={styles.count} data-testid="preview-figures">
            <strong>{format.number(data.willSend, 'count')}</strong> of {format.number(data.recipients, 'count')} {data.recipients === 1 ? 'lead' : 'leads'} will get it
            {data.skipped.length ? '; skipped:' : '.'}
          </p>
          {data.skipped.length ? (
            <ul className={styles.skips}>
              {data.skipped.map((s) => <li key={s.reason}>{s.reason}: {format.number(s.count, 'count')}</li>)}
            </ul>
          ) : null}
          <dl className={styles.previewHead}>
            <dt>To</dt>
            <dd>{data.lead ? `${data.lead.name}${data.lead.email ? ` <${data.lead.email}>` : ''}` : 'A sample lead (the segment is empty)'}</dd>
            <dt>Subject</dt>
            <dd data-testid="preview-subject">{data.subject}</dd>
          </dl>
          <iframe className={styles.frame} title="The e-mail as the lead will read it" sandbox="" srcDoc={data.html} />
        </>
      )}
    </section>
  );
}
