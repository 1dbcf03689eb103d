import Link from 'next/link';
import { SETTINGS_SECTIONS, type SettingsSectionKey } from './sections';
import styles from './settings.module.css';

/** The sections as links (a plain URL each: shareable, Back works, no script needed). */
export function SettingsTabs({ current }: { current: SettingsSectionKey }) {
  return (
    <nav aria-label="Settings sections" className={styles.tabs}>
      {SETTINGS_SECTIONS.map((s) => (
        <Link key={s.key} href={`/settings?section=${s.key}`} className={styles.tab} aria-current={s.key === current ? 'page' : undefined}>
          {s.title}
        </Link>
      ))}
    </nav>
  );
}
