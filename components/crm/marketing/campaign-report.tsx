'use client';
import { useState } from 'react';
import useSWR from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { CAMPAIGN_STATUS_LABELS, ratePercent, segmentLeadsHref, segmentSummary, type CampaignView } from '@/lib/crm/campaign-types';
import { CampaignPreviewPane } from './campaign-preview-pane';
import { cancelCampaign, getCampaign, problemOf } from './marketing-api';
import styles from './marketing.module.css';
import { useFormatter } from 'next-intl';

const LIVE_MS = 2_000;

/** A campaign past its draft: its progress while it sends, its figures, why leads were skipped, and a cancel while it can be. */
export function CampaignReport({ campaign, agentName, onChanged }: { campaign: CampaignView; agentName: (id: number) => string | undefined; onChanged: () => void }) {
  const format = useFormatter();
  const n = (value: number) => format.number(value, 'count');
  const { data, mutate } = useSWR(['campaign', campaign.id], () => getCampaign(campaign.id), {
    refreshInterval: (latest) => ((latest ?? campaign).status === 'sending' || (latest ?? campaign).status === 'scheduled' ? LIVE_MS : 0),
  });
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const c = data ?? campaign;
  const f = c.figures;
  const done = f.sent + f.skipped + f.failed;
  const cancellable = c.status === 'scheduled' || c.status === 'sending';

  async function cancel() {
    setProblem(null);
    try {
      await cancelCampaign(c.id);
      await mutate();
      onChanged();
      setConfirming(false);
    } catch (error) {
      setProblem(problemOf(error, 'The campaign could not be cancelled.').message);
      setConfirming(false);
    }
  }

  const figures: [string, string][] = [
    ['Recipients', n(f.recipients)],
    ['Sent', n(f.sent)],
    ['Skipped', n(f.skipped)],
    ['Failed', n(f.failed)],
    ['Opened', `${n(f.opened)} (${ratePercent(f.opened, f.sent)})`],
    ['Clicked', `${n(f.clicked)} (${ratePercent(f.clicked, f.sent)})`],
    ['Unsubscribed', n(f.unsubscribed)],
  ];
  if (f.retrying) figures.splice(4, 0, ['Retrying', n(f.retrying)]);

  return (
    <div className={styles.work}>
      <section className={styles.panel} aria-labelledby={`report-${c.id}`} data-testid="campaign-report">
        <h2 id={`report-${c.id}`}>{c.name} <span className={styles.badge} data-status={c.status}>{CAMPAIGN_STATUS_LABELS[c.status]}</span></h2>
        <p className={styles.count}>
          {c.fromAgent ? <>From {c.fromAgent.name} · </> : null}
          To <a href={segmentLeadsHref(c.segment)}>{segmentSummary(c.segment, agentName)}</a>
          {c.scheduledAt ? <> · {c.status === 'scheduled' ? 'goes' : 'went'} out <time dateTime={c.scheduledAt}>{format.dateTime(new Date(c.scheduledAt), 'utcMoment')}</time></> : null}
        </p>
        {c.status === 'sending' || c.status === 'sent' ? (
          <div className={styles.progress}>
            <progress max={Math.max(1, f.recipients)} value={done} aria-label="Campaign progress" />
            <span data-testid="campaign-progress">{n(done)} of {n(f.recipients)} done ({n(f.queued)} waiting)</span>
          </div>
        ) : null}
        <dl className={styles.figures} data-testid="campaign-figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {data?.skipReasons.length ? (
          <>
            <h3 className={styles.count}>Why leads were skipped</h3>
            <ul className={styles.skips}>
              {data.skipReasons.map((s) => <li key={s.reason}>{s.reason}: {n(s.count)}</li>)}
            </ul>
          </>
        ) : null}
        {problem ? <p className={styles.alert} role="alert">{problem}</p> : null}
        {cancellable ? (
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>Cancel campaign</button>
          </div>
        ) : null}
      </section>
      <CampaignPreviewPane campaignId={c.id} version={c.updatedAt} />
      {confirming ? (
        <Dialog open onClose={() => setConfirming(false)} title="Cancel this campaign?" description="Leads not mailed yet will not get it. Mails already sent stay sent." closeLabel="Close">
          <div className={styles.dialogBody}>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => void cancel()}>Cancel campaign</button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>Keep it</button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
