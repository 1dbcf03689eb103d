import type { Company } from '@/lib/tenancy/company';
import styles from './footer.module.css';

/** The company's footer HTML, sanitised on the server (lib/tenancy/sanitize.ts), with optional extra bottom padding. */
export function Footer({ company }: { company: Company }) {
  const extra = company.settings.footerExtraPadding;
  return (
    <footer className={styles.footer} style={extra ? { paddingBottom: 32 + extra } : undefined} data-testid="site-footer">
      <div className="container" dangerouslySetInnerHTML={{ __html: company.footerHtml }} />
    </footer>
  );
}
