/** SPEC §4: "The estimation modal opens on the showEstimation event" (a window event; anyone may dispatch it). */
export const SHOW_ESTIMATION_EVENT = 'showEstimation';

/** Links marked with this attribute open the estimation modal instead of navigating (their href is the landing page). */
export const ESTIMATION_LINK_ATTRIBUTE = 'data-show-estimation';

/**
 * The links that open the modal: marked ones, and the landing-page link of the company's
 * footer (its HTML is a setting, sanitised, so it cannot carry the attribute). The header's
 * "Home Value" item stays a page: a menu item should go somewhere.
 */
export const ESTIMATION_LINKS = `[${ESTIMATION_LINK_ATTRIBUTE}], footer a[href="/what-is-my-home-worth"]`;

export function showEstimation(): void {
  window.dispatchEvent(new Event(SHOW_ESTIMATION_EVENT));
}
