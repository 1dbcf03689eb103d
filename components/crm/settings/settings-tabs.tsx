import Link from 'next/link';
import type { SettingsSection, SettingsSectionKey } from './sections';
import styles from './settings.module.css';

/** The sections the viewer may open, as links (a plain URL each: shareable, Back works, no script needed). */
export function SettingsTabs({ sections, current }: { sections: readonly SettingsSection[]; current: SettingsSectionKey }) {
  return (
    <nav aria-label="Settings sections" className={styles.tabs}>
      {sections.map((s) => (
        <Link key={s.key} href={`/settings?section=${s.key}`} className={styles.tab} aria-current={s.key === current ? 'page' : undefined}>
          {s.title}
        </Link>
      ))}
    </nav>
  );
}
