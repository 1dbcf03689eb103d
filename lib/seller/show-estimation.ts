/** SPEC §4: "The estimation modal opens on the showEstimation event" (a window event; anyone may dispatch it). */
export const SHOW_ESTIMATION_EVENT = 'showEstimation';

/** Links marked with this attribute open the estimation modal instead of navigating (their href is the landing page). */
export const ESTIMATION_LINK_ATTRIBUTE = 'data-show-estimation';

export function showEstimation(): void {
  window.dispatchEvent(new Event(SHOW_ESTIMATION_EVENT));
}
