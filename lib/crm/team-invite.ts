import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '@/lib/audit/log';
import { getDb, type Db } from '@/lib/db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '@/lib/db/errors';
import { agentInvites, agents, outgoingMail } from '@/lib/db/schema';
import { conflict, HttpError, notFound } from '@/lib/http/errors';
import { deliverMail, recordMail, senderFor, type OutgoingMessage } from '@/lib/mail/transport';
import type { Company } from '@/lib/tenancy/company';
import { siteOrigin } from '@/lib/tenancy/origin';
import type { CrmAccess } from './access';
import { requireTeamAdmin } from './team-rules';
import type { InviteInput } from './team-input';
import { teamMember } from './team-list';
import { AGENT_TYPE_LABELS, INVITE_DAYS, type InviteMail, type TeamMember } from './team-types';

type Request = { headers: Headers };

/** The page an invite link opens (app/(site)/set-password). */
export const SET_PASSWORD_PATH = '/set-password';

/** Only the hash is stored: the token itself lives in the invitee's mailbox. */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const emailTaken = () =>
  new HttpError(409, 'email: an agent of your company already has this e-mail address', { email: 'An agent of your company already has this e-mail address' });

/**
 * A new set-password link for `agent`: older unused links of theirs are retired (a re-invite
 * invalidates the previous mail), the new one is recorded and its mail written in the caller's
 * transaction; the mail is handed to SMTP after the commit (deliverMail).
 */
async function issueInvite(tx: Db, access: CrmAccess, company: Company, agent: { id: number; email: string; firstName: string; type: TeamMember['type'] }, inviter: string) {
  await tx
    .update(agentInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(agentInvites.companyId, access.companyId), eq(agentInvites.agentId, agent.id), isNull(agentInvites.usedAt), isNull(agentInvites.revokedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  await tx.insert(agentInvites).values({ companyId: access.companyId, agentId: agent.id, tokenHash: tokenHash(token), invitedBy: access.agentId, expiresAt });
  const link = `${siteOrigin(company.domain)}${SET_PASSWORD_PATH}?${new URLSearchParams({ token })}`;
  const sender = senderFor(company);
  const site = company.settings.siteName || company.name;
  const message: OutgoingMessage = {
    companyId: access.companyId,
    agentId: agent.id,
    kind: 'agent-invite',
    from: sender.from,
    replyTo: sender.replyTo,
    to: agent.email,
    subject: `You are invited to ${site}`,
    text:
      `Hi ${agent.firstName},\n\n${inviter} invited you to join ${site} as ${AGENT_TYPE_LABELS[agent.type].toLowerCase()}.\n\n` +
      `Choose your password here (the link works once, for ${INVITE_DAYS} days):\n${link}\n\nThen sign in with ${agent.email}.\n`,
  };
  return { id: await recordMail(tx, message), message };
}

async function inviterName(tx: Db, access: CrmAccess): Promise<string> {
  const [me] = await tx.select({ firstName: agents.firstName, lastName: agents.lastName }).from(agents).where(eq(agents.id, access.agentId)).limit(1);
  return me ? `${me.firstName} ${me.lastName}` : 'Your broker';
}

/**
 * POST /api/crm/agents (admins): a new agent row without a password — they cannot sign in
 * until they pick one through the link — and the invite mail. An e-mail address another agent
 * of the company has (deactivated ones too, case-insensitively) is 409 naming `email`.
 */
export async function inviteAgent(access: CrmAccess, company: Company, input: InviteInput, request: Request): Promise<TeamMember> {
  requireTeamAdmin(access);
  const db = await getDb();
  let mail: Awaited<ReturnType<typeof issueInvite>>;
  let agentId: number;
  try {
    ({ mail, agentId } = await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: agents.id }).from(agents).where(and(eq(agents.companyId, access.companyId), sql`lower(${agents.email}) = ${input.email.toLowerCase()}`)).limit(1);
      if (taken) throw emailTaken();
      const [agent] = await tx
        .insert(agents)
        .values({ companyId: access.companyId, type: input.type, isAdmin: input.isAdmin ?? false, firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone ?? null })
        .returning({ id: agents.id, email: agents.email, firstName: agents.firstName, type: agents.type });
      if (!agent) throw new Error('insert returned no row');
      const issued = await issueInvite(tx, access, company, agent, await inviterName(tx, access));
      await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'admin.agent.invite', outcome: 'success', subject: agent.email, data: { agentId: agent.id, type: input.type, isAdmin: input.isAdmin ?? false } }, request, tx);
      return { mail: issued, agentId: agent.id };
    }));
  } catch (error) {
    // Two invites of one address at once: the unique index (company, lower(email)) refuses the second.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw emailTaken();
    throw error;
  }
  await deliverMail(mail.id, mail.message);
  const member = await teamMember(access, agentId);
  if (!member) throw notFound('Agent not found');
  return member;
}

/**
 * POST /api/crm/agents/{id}/invite (admins): the invite again, with a new link; the earlier
 * link stops working. Only for an active agent who has not set a password yet (409 otherwise).
 */
export async function resendInvite(access: CrmAccess, company: Company, agentId: number, request: Request): Promise<TeamMember> {
  requireTeamAdmin(access);
  const db = await getDb();
  const mail = await db.transaction(async (tx) => {
    const [agent] = await tx
      .select({ id: agents.id, email: agents.email, firstName: agents.firstName, type: agents.type, isActive: agents.isActive, hasPassword: sql<boolean>`${agents.passwordHash} is not null` })
      .from(agents)
      .where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId)))
      .for('update')
      .limit(1);
    if (!agent) throw notFound('Agent not found');
    if (!agent.isActive) throw conflict('This agent is deactivated: reactivate them first');
    if (agent.hasPassword) throw conflict('This agent has already set a password and can sign in');
    const issued = await issueInvite(tx, access, company, agent, await inviterName(tx, access));
    await recordAudit({ companyId: access.companyId, agentId: access.agentId, action: 'admin.agent.reinvite', outcome: 'success', subject: agent.email, data: { agentId } }, request, tx);
    return issued;
  });
  await deliverMail(mail.id, mail.message);
  const member = await teamMember(access, agentId);
  if (!member) throw notFound('Agent not found');
  return member;
}

/**
 * GET /api/crm/agents/{id}/invite (admins): the latest invite mail to a pending invitee. DESIGN
 * §2: without SMTP_URL mail is only recorded, and the CRM shows it — on such an installation an
 * admin could otherwise invite no one. The text (with its link) is shown only for a mail that
 * was recorded and never sent: a link that went to the invitee's mailbox stays theirs alone.
 */
export async function latestInviteMail(access: CrmAccess, agentId: number): Promise<InviteMail | null> {
  requireTeamAdmin(access);
  const db = await getDb();
  const [agent] = await db.select({ hasPassword: sql<boolean>`${agents.passwordHash} is not null` }).from(agents).where(and(eq(agents.id, agentId), eq(agents.companyId, access.companyId))).limit(1);
  if (!agent) throw notFound('Agent not found');
  if (agent.hasPassword) return null;
  const [mail] = await db
    .select({ status: outgoingMail.status, to: outgoingMail.toAddress, subject: outgoingMail.subject, text: outgoingMail.textBody, createdAt: outgoingMail.createdAt })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.companyId, access.companyId), eq(outgoingMail.agentId, agentId), eq(outgoingMail.kind, 'agent-invite')))
    .orderBy(desc(outgoingMail.id))
    .limit(1);
  if (!mail) return null;
  return { status: mail.status, to: mail.to, subject: mail.subject, createdAt: mail.createdAt.toISOString(), text: mail.status === 'recorded' ? mail.text : null };
}
