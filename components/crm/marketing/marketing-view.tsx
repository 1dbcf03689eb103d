'use client';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { CAMPAIGN_STATUS_LABELS, ratePercent, segmentSummary, type CampaignView } from '@/lib/crm/campaign-types';
import type { LeadFilterOptions } from '@/lib/crm/leads-list-types';
import { CampaignEditor } from './campaign-editor';
import { CampaignReport } from './campaign-report';
import { listCampaigns } from './marketing-api';
import { marketingHref, STATUS_FILTERS, type MarketingQuery, type Selection } from './marketing-nav';
import styles from './marketing.module.css';
import { useFormatter } from 'next-intl';

const LIVE_MS = 3_000;

/**
 * The campaigns list (filterable by status from the URL) and the selected campaign: its
 * editor while a draft, else its figures. The list refreshes itself while one is sending.
 */
export function MarketingView({ initialQuery, initialCampaigns, options, defaultSenderId }: { initialQuery: MarketingQuery; initialCampaigns: CampaignView[]; options: LeadFilterOptions; defaultSenderId: number }) {
  const format = useFormatter();
  const [query, setQuery] = useState(initialQuery);
  const { data: campaigns = initialCampaigns, mutate } = useSWR('/crm/campaigns', listCampaigns, {
    fallbackData: initialCampaigns,
    revalidateOnMount: false,
    refreshInterval: (latest) => (latest?.some((c) => c.status === 'sending' || c.status === 'scheduled') ? LIVE_MS : 0),
  });
  const agentName = useCallback((id: number) => options.agents.find((a) => a.id === id)?.name, [options.agents]);

  // The URL follows the screen without a navigation (as the leads list does): a reload or a shared link opens the same view.
  const go = useCallback((next: Partial<MarketingQuery>) => {
    setQuery((current) => {
      const merged = { ...current, ...next };
      window.history.replaceState(null, '', marketingHref(merged));
      return merged;
    });
  }, []);
  const select = (campaign: Selection) => go({ campaign });

  const shown = query.status === 'all' ? campaigns : campaigns.filter((c) => c.status === query.status);
  const selected = typeof query.campaign === 'number' ? campaigns.find((c) => c.id === query.campaign) ?? null : null;
  const refresh = () => void mutate();

  return (
    <div className={`page ${styles.page}`} data-testid="marketing-page">
      <div className={styles.head}>
        <h1>Marketing</h1>
        <button type="button" className="button" onClick={() => select('new')} data-testid="new-campaign">New campaign</button>
      </div>

      <nav aria-label="Filter campaigns by status">
        <ul className={styles.tabs}>
          {STATUS_FILTERS.map((status) => (
            <li key={status}>
              <a
                href={marketingHref({ ...query, status })}
                aria-current={query.status === status ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  go({ status });
                }}
              >
                {status === 'all' ? 'All' : CAMPAIGN_STATUS_LABELS[status]}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {shown.length === 0 ? (
        <p className={styles.empty}>No {query.status === 'all' ? '' : `${CAMPAIGN_STATUS_LABELS[query.status].toLowerCase()} `}campaigns yet.</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-labelledby="campaigns-caption" tabIndex={0}>
          <table className={styles.table} data-testid="campaigns-table">
            <caption id="campaigns-caption" className="visually-hidden">Campaigns</caption>
            <thead>
              <tr>
                <th scope="col">Campaign</th>
                <th scope="col">Status</th>
                <th scope="col">Segment</th>
                <th scope="col" className={styles.num}>Recipients</th>
                <th scope="col" className={styles.num}>Sent</th>
                <th scope="col" className={styles.num}>Opened</th>
                <th scope="col" className={styles.num}>Clicked</th>
                <th scope="col" className={styles.num}>Unsubscribed</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.id} aria-current={c.id === query.campaign ? 'true' : undefined} data-testid={`campaign-${c.id}`}>
                  <td>
                    <button type="button" className={styles.nameButton} onClick={() => select(c.id)}>{c.name}</button>
                    <div className={styles.muted}>{c.subject}</div>
                  </td>
                  <td><span className={styles.badge} data-status={c.status}>{CAMPAIGN_STATUS_LABELS[c.status]}</span></td>
                  <td>{segmentSummary(c.segment, agentName)}</td>
                  <td className={styles.num}>{c.status === 'draft' || c.status === 'scheduled' ? '—' : format.number(c.figures.recipients, 'count')}</td>
                  <td className={styles.num}>{format.number(c.figures.sent, 'count')}</td>
                  <td className={styles.num}>{ratePercent(c.figures.opened, c.figures.sent)}</td>
                  <td className={styles.num}>{ratePercent(c.figures.clicked, c.figures.sent)}</td>
                  <td className={styles.num}>{format.number(c.figures.unsubscribed, 'count')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {query.campaign === 'new' ? (
        <CampaignEditor key="new" campaign={null} options={options} defaultSenderId={defaultSenderId} onSaved={(c) => void mutate().then(() => select(c.id))} onChanged={refresh} />
      ) : selected?.status === 'draft' ? (
        <CampaignEditor key={selected.id} campaign={selected} options={options} defaultSenderId={defaultSenderId} onSaved={refresh} onChanged={refresh} />
      ) : selected ? (
        <CampaignReport key={selected.id} campaign={selected} agentName={agentName} onChanged={refresh} />
      ) : null}
    </div>
  );
}
