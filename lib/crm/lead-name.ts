/**
 * How the CRM names a lead in a list, a mail or a link: first and last name, else the e-mail,
 * else the phone, else "Lead #id" (a lead from an import or a half-finished sign-up may have neither).
 * Plain code: server services and client components both use it.
 */
export function leadDisplayName(lead: { id: number; firstName: string | null; lastName: string | null; email?: string | null; phone?: string | null }): string {
  const name = [lead.firstName, lead.lastName].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return name || lead.email?.trim() || lead.phone?.trim() || `Lead #${lead.id}`;
}
