/**
 * Which activity types each timeline and live-feed tab shows (DESIGN §9, SPEC §3 tabs). Plain
 * data: the timeline query, the feed query and the client's tab bar all read it.
 */
import { ACTIVITY_TYPES, type ActivityType } from '@/lib/db/schema/activities';
import type { FeedTab, TimelineTab } from './types';

const CALLS: ActivityType[] = ['call-added', 'call-incoming', 'auto-call', 'voice-mail', 'drip-voice-mail', 'drip-plan-call'];
const TEXTS: ActivityType[] = ['text', 'text-reply', 'smart-text', 'scheduled-text', 'drip-plan-text'];
const EMAILS: ActivityType[] = [
  'email', 'email-reply', 'email-open', 'email-click', 'gmail', 'gmail-reply', 'welcome-email', 'delayed-email',
  'seller-delayed-email', 'drip-plan-email', 'e-alert', 'e-alert-open', 'e-alert-click',
];
const NOTES: ActivityType[] = ['add-note'];
const FAVORITES: ActivityType[] = ['house-favorite-added', 'house-favorite-removed'];
const NAMED = new Set<ActivityType>([...CALLS, ...TEXTS, ...EMAILS, ...NOTES, ...FAVORITES]);
/** Everything no other tab names. */
const ACTIONS: ActivityType[] = ACTIVITY_TYPES.filter((type) => !NAMED.has(type));

/** The types a timeline tab shows; null: every type ("all"). */
export function timelineTabTypes(tab: TimelineTab): readonly ActivityType[] | null {
  switch (tab) {
    case 'calls': return CALLS;
    case 'texts': return TEXTS;
    case 'emails': return EMAILS;
    case 'notes': return NOTES;
    case 'favorites': return FAVORITES;
    case 'actions': return ACTIONS;
    case 'all': return null;
  }
}

/** The types a live-feed tab shows; null: every type ("all"). */
export function feedTabTypes(tab: FeedTab): readonly ActivityType[] | null {
  return tab === 'all' ? null : timelineTabTypes(tab);
}
