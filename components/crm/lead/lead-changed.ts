/**
 * "This lead just changed": the lead page's header and actions tell the timeline to reload at
 * once rather than at its next 10 s poll. A key-filter `mutate` cannot do it: SWR skips
 * useSWRInfinite's keys there, so the timeline listens for this window event instead.
 */
const EVENT = 'crm:lead-changed';

export function announceLeadChange(leadId: number): void {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: leadId }));
}

/** Calls `reload` when the lead changes; returns the unsubscribe for a useEffect. */
export function onLeadChange(leadId: number, reload: () => void): () => void {
  const listener = (event: Event) => {
    if ((event as CustomEvent<number>).detail === leadId) reload();
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
