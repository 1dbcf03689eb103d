'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { MAX_POLYGON_POINTS, MIN_POLYGON_POINTS } from '@/lib/map/draw';
import styles from './draw-toolbar.module.css';

interface Props {
  drawing: boolean;
  points: number;
  hasArea: boolean;
  onStart: () => void;
  onAddCentre: () => void;
  onFinish: () => void;
  onCancel: () => void;
  onRemove: () => void;
}

/** Start drawing or remove the area (top left); while drawing, the hint and its buttons (bottom). */
export function DrawToolbar({ drawing, points, hasArea, onStart, onAddCentre, onFinish, onCancel, onRemove }: Props) {
  const t = useTranslations('Map');
  const hintId = useId();
  const startButton = useRef<HTMLButtonElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);
  const wasDrawing = useRef(drawing);
  useEffect(() => {
    if (wasDrawing.current === drawing) return;
    wasDrawing.current = drawing;
    // The pressed button has just been swapped for the other set: keep keyboard users in place.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) (drawing ? firstAction : startButton).current?.focus();
  }, [drawing]);

  if (!drawing) {
    return (
      <div className={styles.tools} role="group" aria-label={t('drawTools')}>
        <button ref={startButton} type="button" className={styles.button} onClick={onStart}>
          {t('drawArea')}
        </button>
        {hasArea && (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onRemove}>
            {t('removeArea')}
          </button>
        )}
      </div>
    );
  }
  const full = points >= MAX_POLYGON_POINTS;
  return (
    <div className={styles.panel} role="group" aria-label={t('drawTools')}>
      <p className={styles.hint} id={hintId}>
        {t('drawHint')} <span className={styles.keyboardHint}>{t('drawHintKeyboard')}</span>
      </p>
      <div className={styles.actions}>
        <button
          ref={firstAction}
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={onAddCentre}
          disabled={full}
          aria-describedby={hintId}
        >
          {t('addPoint')}
        </button>
        <button type="button" className={styles.button} onClick={onFinish} disabled={points < MIN_POLYGON_POINTS}>
          {t('finish')}
        </button>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onCancel}>
          {t('cancel')}
        </button>
        <p className={styles.count} aria-live="polite">
          {t('pointsCount', { count: points })}
          {full && ` – ${t('pointsMax', { max: MAX_POLYGON_POINTS })}`}
        </p>
      </div>
    </div>
  );
}
