/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { decodeAgentSession, signAgentSession } from '@/lib/auth/agent-session';
import { decodeLeadToken, signLeadToken, type LeadClaims } from '@/lib/auth/lead-token';
import { hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from '@/lib/auth/password';

process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef0123456789';

const lead: LeadClaims = {
  id: 7, companyId: 1, lenderId: null, completed: true, email: 'pat@example.com', emailStatus: 'valid', phone: '+16315550100',
  phoneStatus: 'valid', firstName: 'Pat', lastName: 'Lee', agentId: 3, relatedLeadFirstName: null, hasCoBuyer: false, isEngaged: false, stage: 'new',
};
const session = { id: 'AAAAAAAAAAAAAAAAAAAAAA', version: 3 };

describe('lead tokens', () => {
  it('round-trip the lead fields and their session for their company', async () => {
    expect(await decodeLeadToken(await signLeadToken(lead, session), 1)).toEqual({ claims: lead, session });
  });

  it('are worthless on another company', async () => {
    expect(await decodeLeadToken(await signLeadToken(lead, session), 2)).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'x'.repeat(9000)])('reject %p without throwing', async (token) => {
    expect(await decodeLeadToken(token, 1)).toBeNull();
  });

  it('reject a token that names no session (one signed before sessions, or forged without one)', async () => {
    const secret = new TextEncoder().encode(process.env.AUTH_SECRET);
    const sessionless = await new SignJWT({ lead }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:lead').setExpirationTime('1h').sign(secret);
    expect(await decodeLeadToken(sessionless, 1)).toBeNull();
  });

  it('reject a tampered, an expired, a foreign-key and an agent token', async () => {
    const token = await signLeadToken(lead, session);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sv: 4 })).toString('base64url')}.${s}`;
    expect(await decodeLeadToken(tampered, 1)).toBeNull();
    const secret = new TextEncoder().encode(process.env.AUTH_SECRET);
    const expired = await new SignJWT({ lead, sid: session.id, sv: 1 }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:lead').setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(secret);
    expect(await decodeLeadToken(expired, 1)).toBeNull();
    const otherKey = await new SignJWT({ lead, sid: session.id, sv: 1 }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:lead').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    expect(await decodeLeadToken(otherKey, 1)).toBeNull();
    const agent = await signAgentSession({ id: 7, companyId: 1, type: 'agent', isAdmin: false }, session);
    expect(await decodeLeadToken(agent, 1)).toBeNull();
    expect(await decodeAgentSession(agent, 1)).toEqual({ claims: { id: 7, companyId: 1, type: 'agent', isAdmin: false }, session });
    expect(await decodeAgentSession(token, 1)).toBeNull();
  });
});

describe('passwords', () => {
  it('are stored as salted scrypt hashes at OWASP cost (N=2^17, r=8, p=1) and verified', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(PASSWORD_COST).toBeGreaterThanOrEqual(2 ** 17);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', 'md5$abc')).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('still verify the older, cheaper hashes, which are marked for rehashing', async () => {
    const salt = crypto.randomBytes(16);
    const old = `scrypt$16384$${salt.toString('base64url')}$${crypto.scryptSync('demo1234', salt, 32, { N: 16384 }).toString('base64url')}`;
    expect(await verifyPassword('demo1234', old)).toBe(true);
    expect(await verifyPassword('wrong', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuse a stored cost above what the app writes (no memory bomb from a planted row)', async () => {
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$AAAA$AAAA`)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$131072$64$1$AAAA$AAAA')).toBe(false);
  });
});
