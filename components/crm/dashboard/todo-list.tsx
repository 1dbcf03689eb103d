'use client';

import Link from 'next/link';
import { useState } from 'react';
import { apiRequest } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import styles from './dashboard.module.css';
import { useFormatter } from 'next-intl';

export interface TodoRow {
  id: number;
  title: string;
  dueAt: string | null;
  lead: { id: number; fullName: string };
}

/** The agent's open to-dos, soonest first; ticking one marks it done (PATCH /api/crm/todos/{id} {done: true}). */
export function TodoList({ todos, now }: { todos: TodoRow[]; now: string }) {
  const format = useFormatter();
  const [done, setDone] = useState<Set<number>>(new Set());
  const [status, setStatus] = useState('');

  async function markDone(todo: TodoRow) {
    setDone((prev) => new Set(prev).add(todo.id));
    try {
      await apiRequest('PATCH', `/crm/todos/${todo.id}`, { done: true });
      setStatus(`Done: ${todo.title}`);
    } catch (error) {
      setDone((prev) => {
        const next = new Set(prev);
        next.delete(todo.id);
        return next;
      });
      setStatus(error instanceof ApiError ? error.error : 'Could not mark it done: try again');
    }
  }

  if (todos.length === 0) return <p className={styles.empty}>No open to-dos. Add one from a lead’s page.</p>;
  return (
    <>
      <ul className={styles.rows} data-testid="dashboard-todos">
        {todos.map((todo) => {
          const isDone = done.has(todo.id);
          const overdue = todo.dueAt !== null && todo.dueAt < now;
          return (
            <li key={todo.id} className={styles.row}>
              <input type="checkbox" id={`todo-${todo.id}`} checked={isDone} disabled={isDone} onChange={() => void markDone(todo)} />
              <div className={styles.rowBody}>
                <label htmlFor={`todo-${todo.id}`} className={isDone ? styles.done : undefined}>{todo.title}</label>
                <span className={styles.muted}>
                  <Link href={`/lead?id=${todo.lead.id}`}>{todo.lead.fullName}</Link>
                  {todo.dueAt ? <> · <time dateTime={todo.dueAt} className={overdue ? styles.overdue : undefined}>{overdue ? 'overdue, ' : 'due '}{format.dateTime(new Date(todo.dueAt), 'crmTime')}</time></> : ' · no due date'}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      <p className={styles.status} role="status" aria-live="polite">{status}</p>
    </>
  );
}
