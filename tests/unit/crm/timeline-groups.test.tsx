import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { ViewsGroup } from '@/components/crm/lead/views-group';
import { groupPropertyViews, uniqueById, visibleViews, VIEWS_SHOWN } from '@/lib/crm/timeline-groups';
import type { ActivityItem } from '@/lib/crm/types';
import { renderWithIntl } from '../render';

let next = 1;
const act = (type: ActivityItem['type']): ActivityItem => ({ id: next++, type, occurredAt: '2026-11-01T12:00:00.000Z', agent: null, property: null, data: {} });
const views = (n: number) => Array.from({ length: n }, () => act('property-view'));
const shape = (rows: ReturnType<typeof groupPropertyViews<ActivityItem>>) => rows.map((r) => (r.kind === 'item' ? r.item.type : `views×${r.items.length}`));

test('SPEC §9: 3 views are shown before "Show N more"', () => {
  expect(VIEWS_SHOWN).toBe(3);
});

test('consecutive views form one group; any other activity ends the run; a lone view stays a row', () => {
  const items = [act('add-note'), ...views(12), act('call-added'), act('property-view'), act('house-favorite-added'), ...views(2), ...views(3)];
  expect(shape(groupPropertyViews(items))).toEqual(['add-note', 'views×12', 'call-added', 'property-view', 'house-favorite-added', 'views×5']);
  expect(groupPropertyViews([])).toEqual([]);
  expect(shape(groupPropertyViews(views(4)))).toEqual(['views×4']);
});

test('a run cut by a page boundary is one group once the next page is loaded (grouping runs over all pages)', () => {
  const page1 = [act('add-note'), ...views(29)];
  const page2 = [...views(6), act('created')];
  expect(shape(groupPropertyViews(page1))).toEqual(['add-note', 'views×29']);
  expect(shape(groupPropertyViews([...page1, ...page2]))).toEqual(['add-note', 'views×35', 'created']);
  // Offset pages shift when new activity arrives: an item repeated by the next page is kept once.
  expect(uniqueById([...page1, page1[29]!, ...page2])).toHaveLength(37);
});

test('visibleViews: first 3 closed, all open, hidden counts the rest', () => {
  const items = views(12);
  expect(visibleViews(items, false)).toEqual({ shown: items.slice(0, 3), hidden: 9 });
  expect(visibleViews(items, true)).toEqual({ shown: items, hidden: 9 });
  expect(visibleViews(views(3), false).hidden).toBe(0);
});

function Harness({ items }: { items: ActivityItem[] }) {
  const [open, setOpen] = useState(false);
  return <ol><ViewsGroup items={items} open={open} onToggle={setOpen} entry={(a) => <li key={a.id}>view {a.id}</li>} /></ol>;
}

test('the group: "Viewed 12 homes", 3 rows, a "Show 9 more" button with aria-expanded that opens and closes it', () => {
  const items = views(12);
  renderWithIntl(<Harness items={items} />);
  const list = screen.getByRole('list', { name: 'Viewed 12 homes' });
  expect(list.querySelectorAll('li')).toHaveLength(3);
  const button = screen.getByRole('button', { name: 'Show 9 more' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveAttribute('aria-controls', list.id);
  fireEvent.click(button);
  expect(list.querySelectorAll('li')).toHaveLength(12);
  expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
  expect(list.querySelectorAll('li')).toHaveLength(3);
});

test('a group of 3 or fewer shows them all and has no button', () => {
  renderWithIntl(<Harness items={views(2)} />);
  expect(screen.getByRole('list', { name: 'Viewed 2 homes' }).querySelectorAll('li')).toHaveLength(2);
  expect(screen.queryByRole('button')).toBeNull();
});
