'use client';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors,
  type Announcements, type DragEndEvent, type DragStartEvent, type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { BoardQuery } from '@/lib/crm/opportunity-input';
import { BOARD_STAGES, columnCards, isClosedStage, formatDollars, formatDollarsShort, isOpportunityStage, opportunityStageLabel } from '@/lib/crm/opportunity-stages';
import type { OpportunityBoard as Board, OpportunityCard as Card, OpportunityStage, StageTotal } from '@/lib/crm/opportunity-types';
import { columnKeys } from './column-keys';
import { NewOpportunityDialog } from './new-opportunity-dialog';
import { CardBody, OpportunityCard } from './opportunity-card';
import { BoardFilters, type AgentOption } from './board-filters';
import { useBoard } from './use-board';
import styles from './opportunities.module.css';

interface Props {
  initialQuery: BoardQuery;
  initialBoard: Board;
  agents: AgentOption[];
  /** The company's day (YYYY-MM-DD): a card expected to close before it is overdue. */
  today: string;
  canMove: boolean;
  canChooseAgent: boolean;
  viewerId: number;
}

const instructions: ScreenReaderInstructions = {
  draggable: 'To move this opportunity, press Space or Enter. Use the arrow keys to go from stage to stage, Space or Enter to drop it there, Escape to cancel.',
};

const stageOf = (id: unknown): string => (isOpportunityStage(id) ? opportunityStageLabel(id) : 'no stage');

/**
 * /opportunities (DESIGN §9): a column per stage with its count and value, cards dragged
 * between columns with the mouse, a finger or the keyboard (dnd-kit: Space picks a card up,
 * arrows go column to column, each step announced), or moved with a card's own "Move to…" menu.
 */
export function OpportunityBoard({ initialQuery, initialBoard, agents, today, canMove, canChooseAgent, viewerId }: Props) {
  const { query, board, loadError, loading, update, move, message, setMessage, refresh } = useBoard(initialQuery, initialBoard);
  const [dragging, setDragging] = useState<Card | null>(null);
  const [creating, setCreating] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnKeys }));
  const cardOf = (id: unknown) => board.data.find((c) => c.id === id);
  const announcements: Announcements = useMemo(() => ({
    onDragStart: ({ active }) => `Picked up ${cardOf(active.id)?.lead.fullName ?? 'the'} opportunity.`,
    onDragOver: ({ over }) => (over ? `Over ${stageOf(over.id)}.` : 'Not over a stage.'),
    onDragEnd: ({ active, over }) => (over ? `Dropped ${cardOf(active.id)?.lead.fullName ?? 'the'} opportunity in ${stageOf(over.id)}.` : 'Dropped where it was.'),
    onDragCancel: () => 'Move cancelled; the opportunity stays where it was.',
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [board]);

  const onDragStart = ({ active }: DragStartEvent) => setDragging(cardOf(active.id) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = cardOf(active.id);
    if (card && over && isOpportunityStage(over.id)) void move(card, over.id);
  };

  const open = BOARD_STAGES.filter((s) => !isClosedStage(s)).reduce((sum, s) => sum + board.meta.totals[s].sum, 0);

  return (
    <div className={styles.page} data-testid="opportunities-page">
      <div className={styles.head}>
        <h1>Opportunities</h1>
        <p className={styles.muted} data-testid="pipeline-total">Open pipeline {formatDollars(open)} · won {formatDollars(board.meta.totals.closed_won.sum)}</p>
        {canMove ? (
          <button type="button" className="button" onClick={() => setCreating(true)}>New opportunity</button>
        ) : (
          <p className={styles.muted}>Lenders follow their leads&apos; deals here; their agents move them.</p>
        )}
      </div>
      <BoardFilters query={query} agents={agents} viewerId={viewerId} onChange={update} />
      <p role="status" aria-live="polite" className={message?.error ? styles.error : styles.status} aria-busy={loading || undefined}>
        {loadError ? 'The board could not be loaded. Try again.' : message?.text ?? ''}
      </p>
      <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragging(null)} accessibility={{ announcements, screenReaderInstructions: instructions }}>
        <div className={styles.board} role="region" aria-label="Pipeline board" tabIndex={0}>
          {BOARD_STAGES.map((stage) => (
            <Column key={stage} stage={stage} total={board.meta.totals[stage]} cards={columnCards(board, stage)} perStage={board.meta.perStage}>
              {(card) => <OpportunityCard key={card.id} card={card} today={today} canMove={canMove} onMove={move} />}
            </Column>
          ))}
        </div>
        <DragOverlay dropAnimation={null}>
          {dragging ? <div className={`${styles.card} ${styles.overlay}`}><CardBody card={dragging} overdue={false} /></div> : null}
        </DragOverlay>
      </DndContext>
      {creating ? (
        <NewOpportunityDialog
          agents={canChooseAgent ? agents : null}
          onClose={() => setCreating(false)}
          onCreated={(card) => {
            setCreating(false);
            setMessage({ text: `Added ${card.lead.fullName}'s opportunity to ${opportunityStageLabel(card.stage)}.`, error: false });
            void refresh();
          }}
        />
      ) : null}
    </div>
  );
}

function Column({ stage, total, cards, perStage, children }: { stage: OpportunityStage; total: StageTotal; cards: Card[]; perStage: number; children: (card: Card) => ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `stage-${stage}`;
  return (
    <section ref={setNodeRef} className={styles.column} data-over={isOver || undefined} data-stage={stage} aria-labelledby={headingId} data-testid={`column-${stage}`}>
      <header className={styles.columnHead}>
        <h2 id={headingId}>{opportunityStageLabel(stage)}</h2>
        <p className={styles.totals}>
          <span data-testid="stage-count">{total.count}</span> · <span data-testid="stage-sum" title={formatDollars(total.sum)}>{formatDollarsShort(total.sum)}</span>
        </p>
      </header>
      {cards.length === 0 ? <p className={styles.emptyColumn}>No opportunities</p> : <ul className={styles.cards}>{cards.map(children)}</ul>}
      {total.count > cards.length && cards.length >= perStage ? <p className={styles.muted}>Showing {cards.length} of {total.count}</p> : null}
    </section>
  );
}
