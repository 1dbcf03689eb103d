import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Company } from '@/lib/tenancy/company';
import { formatPhone, telHref } from '@/lib/format/phone';
import { AgentLinkButton } from '@/components/agents/agent-link-button';
import { contactDetails } from './contact-details';
import { MobileSearchBar } from './mobile-search-bar';
import { SiteMenu } from './site-menu';
import styles from './header.module.css';

export async function Header({ company }: { company: Company }) {
  const t = await getTranslations('Shell');
  const { phone, email } = contactDetails(company);
  const logo = company.settings.logoUrl;
  const name = company.settings.siteName;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.logo} aria-label={t('home', { name })}>
          {/* Logos are small, company-hosted images of any aspect ratio: a plain img keeps them crisp without layout work. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {logo ? <img src={logo} alt={name} width={300} height={60} /> : <span>{name}</span>}
        </Link>
        <div className={styles.right}>
          {(phone || email) && (
            <ul className={styles.contact}>
              {phone && (
                <li>
                  <a href={telHref(phone)} aria-label={t('call', { phone: formatPhone(phone) })}>{formatPhone(phone)}</a>
                </li>
              )}
              {email && (
                <li>
                  <a href={`mailto:${email}`} aria-label={t('email', { email })}>{email}</a>
                </li>
              )}
            </ul>
          )}
          <AgentLinkButton className={styles.agentLink} />
          <SiteMenu menuHtml={company.menuHtml} />
        </div>
      </div>
      <MobileSearchBar logoUrl={company.settings.mobileLogoUrl ?? logo} siteName={name} menuHtml={company.menuHtml} phone={phone} email={email} />
    </header>
  );
}
