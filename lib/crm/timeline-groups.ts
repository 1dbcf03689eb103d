/**
 * SPEC §9 "max viewed-property activities to expand 3": on a lead's timeline a run of
 * consecutive `property-view` activities is one group ("Viewed 12 homes") showing its first 3,
 * the rest behind "Show 9 more". Plain, so the timeline and the unit tests share it.
 *
 * A run is CONSECUTIVE views in the timeline's order (newest first), whatever the days: any other
 * activity between two views ends the run, because that is where the agent's eye needs to stop
 * (a call, a favourite). Grouping runs over every page loaded so far, not page by page, so a run
 * cut by a page boundary is one group again once "Load more" brings the rest.
 */

/** SPEC §9: how many viewed-property activities a group shows before "Show N more". */
export const VIEWS_SHOWN = 3;

/** The shortest run shown as a group (one view is just a row). */
const MIN_GROUP = 2;

export type TimelineRow<T> =
  | { kind: 'item'; item: T }
  | { kind: 'views'; items: T[] };

/** The timeline's rows: items as they come, runs of two or more views as one `views` row. */
export function groupPropertyViews<T extends { type: string }>(items: readonly T[]): TimelineRow<T>[] {
  const rows: TimelineRow<T>[] = [];
  let run: T[] = [];
  const flush = () => {
    if (run.length >= MIN_GROUP) rows.push({ kind: 'views', items: run });
    else for (const item of run) rows.push({ kind: 'item', item });
    run = [];
  };
  for (const item of items) {
    if (item.type === 'property-view') run.push(item);
    else {
      flush();
      rows.push({ kind: 'item', item });
    }
  }
  flush();
  return rows;
}

/** What a group shows: all when open, else the first VIEWS_SHOWN; `hidden` is how many the button would add. */
export function visibleViews<T>(items: readonly T[], open: boolean): { shown: readonly T[]; hidden: number } {
  const hidden = Math.max(0, items.length - VIEWS_SHOWN);
  return { shown: open ? items : items.slice(0, VIEWS_SHOWN), hidden };
}

/** Items once each: offset pages shift when new activity arrives, so page 2 may repeat page 1's last. */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && (seen.add(item.id), true));
}
