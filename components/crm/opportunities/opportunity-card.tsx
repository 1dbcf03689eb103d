'use client';
import { useDraggable } from '@dnd-kit/core';
import Link from 'next/link';
import { BOARD_STAGES, formatDay, formatDollars, isOverdue, opportunityStageLabel } from '@/lib/crm/opportunity-stages';
import type { OpportunityCard as Card, OpportunityStage } from '@/lib/crm/opportunity-types';
import styles from './opportunities.module.css';

interface Props {
  card: Card;
  today: string;
  /** Lenders see the board but do not move cards. */
  canMove: boolean;
  onMove: (card: Card, to: OpportunityStage) => void;
}

/** One deal: lead (a link to the lead), listing, value, expected close (overdue marked), agent; a drag handle and a Move to… menu. */
export function OpportunityCard({ card, today, canMove, onMove }: Props) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: card.id, disabled: !canMove, data: { card } });
  const overdue = isOverdue(card, today);
  const moveId = `move-${card.id}`;
  return (
    <li ref={setNodeRef} className={styles.card} data-dragging={isDragging || undefined} data-testid="opportunity-card" data-id={card.id}>
      <CardBody card={card} overdue={overdue} />
      {canMove ? (
        <div className={styles.cardActions}>
          <button type="button" className={styles.handle} {...attributes} {...listeners} aria-label={`Drag ${card.lead.fullName}'s opportunity`}>
            <span aria-hidden="true">⠿</span> Drag
          </button>
          <label htmlFor={moveId} className="visually-hidden">Move {card.lead.fullName}&apos;s opportunity to</label>
          <select id={moveId} className={styles.moveSelect} value="" onChange={(e) => e.target.value && onMove(card, e.target.value as OpportunityStage)}>
            <option value="">Move to…</option>
            {BOARD_STAGES.filter((s) => s !== card.stage).map((s) => (
              <option key={s} value={s}>{opportunityStageLabel(s)}</option>
            ))}
          </select>
        </div>
      ) : null}
    </li>
  );
}

export function CardBody({ card, overdue }: { card: Card; overdue: boolean }) {
  return (
    <>
      <div className={styles.cardTop}>
        <Link href={`/lead?id=${card.lead.id}`} className={styles.leadLink}>{card.lead.fullName}</Link>
        <span className={styles.value}>{formatDollars(card.value)}</span>
      </div>
      {card.property ? (
        <a href={card.property.url} className={styles.address}>{card.property.address}</a>
      ) : (
        <span className={styles.muted}>No listing yet</span>
      )}
      <div className={styles.cardMeta}>
        <span className={overdue ? styles.overdue : undefined}>
          {overdue ? 'Overdue: ' : 'Close '}
          <time dateTime={card.expectedCloseAt}>{formatDay(card.expectedCloseAt)}</time>
        </span>
        {card.agent ? <span className={styles.agent}>{card.agent.name}</span> : null}
      </div>
    </>
  );
}
