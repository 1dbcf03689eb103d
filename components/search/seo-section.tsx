import type { SeoTexts } from '@/lib/search/seo-texts';
import styles from './search-client.module.css';

/** The place's generated copy (SPEC "community page with generated descriptions"), plain text only. */
export function SeoSection({ seo }: { seo: SeoTexts }) {
  return (
    <section className={`container ${styles.seo}`} aria-labelledby="seo-heading">
      <h2 id="seo-heading">{seo.heading}</h2>
      <p>{seo.description}</p>
      {seo.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </section>
  );
}
