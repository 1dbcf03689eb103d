import { getTranslations } from 'next-intl/server';
import { ESTIMATION_LINK_ATTRIBUTE } from '@/lib/seller/show-estimation';
import type { Company } from '@/lib/tenancy/company';
import styles from './footer.module.css';

/**
 * The company's footer HTML, sanitised on the server (lib/tenancy/sanitize.ts), with optional
 * extra bottom padding; under it the seller's link (it opens the estimation modal, SPEC §4).
 */
export async function Footer({ company }: { company: Company }) {
  const t = await getTranslations('Estimate');
  const extra = company.settings.footerExtraPadding;
  return (
    <footer className={styles.footer} style={extra ? { paddingBottom: 32 + extra } : undefined} data-testid="site-footer">
      <div className="container" dangerouslySetInnerHTML={{ __html: company.footerHtml }} />
      <div className="container">
        <p className={styles.seller}>
          <a href="/what-is-my-home-worth" {...{ [ESTIMATION_LINK_ATTRIBUTE]: '' }} data-testid="footer-home-worth">
            {t('footerLink')}
          </a>
        </p>
      </div>
    </footer>
  );
}
