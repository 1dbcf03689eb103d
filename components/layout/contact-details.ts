import type { Company } from '@/lib/tenancy/company';

/** Header contacts: the site agent's primary phone and e-mail when an agent is set, else the company's. */
export function contactDetails(company: Company): { phone: string | null; email: string | null } {
  if (company.agent) return { phone: company.agent.primaryPhone ?? company.agent.phone, email: company.agent.email };
  return { phone: company.settings.phone, email: company.settings.email };
}
