
import { formatCount } from '@/lib/format/formatter';
/** SPEC §9's e-alert template, word for word ("Update(s)" included). */
export const ALERT_SUBJECT_TEMPLATE = '[EAlertCustomName]: [EAlertTotalUpdatesCount] Listing Update(s) matching your search';

/** The name as one header line: line breaks would start a new header (nodemailer encodes the rest). */
export function subjectName(customName: string): string {
  return customName.replace(/\s+/g, ' ').trim() || 'My search';
}

/** The subject of an alert's mail: SPEC's template with the alert's name and its count of updates (1,234). */
export function alertSubject(customName: string, updates: number): string {
  // Replacement functions, so a "$&" in a name is text, not a pattern.
  return ALERT_SUBJECT_TEMPLATE.replace('[EAlertCustomName]', () => subjectName(customName)).replace(
    '[EAlertTotalUpdatesCount]',
    () => formatCount(updates),
  );
}
