'use client';

import dynamic from 'next/dynamic';
import { WhenNear } from '@/components/layout/when-near';
import { loadWithRetry } from '@/lib/browser/lazy-load';
import { MIN_EXPOSURES } from '@/lib/ab/stats';
import type { AbTestView } from '@/lib/crm/ab-types';
import { count, percent, pValueText, signedPercent } from './format';
import styles from './ab.module.css';

const AbChart = dynamic(() => loadWithRetry(() => import('./ab-chart')), { ssr: false });

/** A sentence saying the chart (screen readers get it as the chart's name). */
function summaryOf(test: AbTestView): string {
  return test.variants.map((v) => `${v.name}: ${percent(v.figures.rate)} of ${count(v.figures.exposures)} shown`).join('; ');
}

/** Per variant: shown, signed up, rate with its 95 % interval, uplift against the control, and the p-value. */
export function AbFigures({ test }: { test: AbTestView }) {
  return (
    <>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Figures of ${test.name}`}>
        <table className={styles.table} data-testid="ab-figures">
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col" className={styles.num}>Split</th>
              <th scope="col" className={styles.num}>Shown</th>
              <th scope="col" className={styles.num}>Signed up</th>
              <th scope="col" className={styles.num}>Rate (95% interval)</th>
              <th scope="col" className={styles.num}>Uplift</th>
              <th scope="col">Significance</th>
            </tr>
          </thead>
          <tbody>
            {test.variants.map((v) => {
              const f = v.figures;
              return (
                <tr key={v.id} aria-current={test.winnerVariantId === v.id ? 'true' : undefined}>
                  <th scope="row">
                    {v.name}
                    {v.position === 0 ? <span className={styles.tag}>control</span> : null}
                    {test.winnerVariantId === v.id ? <span className={styles.tag} data-kind="winner">winner</span> : null}
                  </th>
                  <td className={styles.num}>{v.weight}%</td>
                  <td className={styles.num}>{count(f.exposures)}</td>
                  <td className={styles.num}>{count(f.conversions)}</td>
                  <td className={styles.num}>
                    {f.exposures > 0 ? `${percent(f.rate)} (${percent(f.interval[0])}–${percent(f.interval[1])})` : '—'}
                  </td>
                  <td className={styles.num}>{f.uplift === null ? '—' : signedPercent(f.uplift)}</td>
                  <td>
                    {v.position === 0 ? (
                      <span className={styles.muted}>baseline</span>
                    ) : f.pValue === null ? (
                      <span className={styles.muted} title={`Each variant needs ${MIN_EXPOSURES} people shown the prompt`}>not enough data</span>
                    ) : (
                      <span data-significant={f.significant}>
                        {pValueText(f.pValue)} {f.significant ? '· significant' : '· not significant'}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {test.totals.exposures > 0 ? (
        <WhenNear className={styles.chartBox} testId="ab-chart">
          <AbChart variants={test.variants} summary={summaryOf(test)} />
        </WhenNear>
      ) : null}
    </>
  );
}
