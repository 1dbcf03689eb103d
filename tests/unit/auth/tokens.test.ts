/**
 * @jest-environment node
 */
import { SignJWT } from 'jose';
import { signAgentSession, verifyAgentSession } from '@/lib/auth/agent-session';
import { signLeadToken, verifyLeadToken, type LeadClaims } from '@/lib/auth/lead-token';
import { hashPassword, verifyPassword } from '@/lib/auth/password';

process.env.AUTH_SECRET = 'unit-test-secret-0123456789abcdef0123456789';

const lead: LeadClaims = {
  id: 7, companyId: 1, lenderId: null, completed: true, email: 'pat@example.com', emailStatus: 'valid', phone: '+16315550100',
  phoneStatus: 'valid', firstName: 'Pat', lastName: 'Lee', agentId: 3, relatedLeadFirstName: null, hasCoBuyer: false, isEngaged: false, stage: 'new',
};

describe('lead tokens', () => {
  it('round-trip the lead fields for their company', async () => {
    expect(await verifyLeadToken(await signLeadToken(lead), 1)).toEqual(lead);
  });

  it('are worthless on another company', async () => {
    expect(await verifyLeadToken(await signLeadToken(lead), 2)).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'x'.repeat(9000)])('reject %p without throwing', async (token) => {
    expect(await verifyLeadToken(token, 1)).toBeNull();
  });

  it('reject a tampered, an expired, a foreign-key and an agent token', async () => {
    const token = await signLeadToken(lead);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), lead: { ...lead, id: 8 } })).toString('base64url')}.${s}`;
    expect(await verifyLeadToken(tampered, 1)).toBeNull();
    const secret = new TextEncoder().encode(process.env.AUTH_SECRET);
    const expired = await new SignJWT({ lead }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:lead').setExpirationTime(Math.floor(Date.now() / 1000) - 60).sign(secret);
    expect(await verifyLeadToken(expired, 1)).toBeNull();
    const otherKey = await new SignJWT({ lead }).setProtectedHeader({ alg: 'HS256' }).setIssuer('listings:lead').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-0123456789abcdef0123456789'));
    expect(await verifyLeadToken(otherKey, 1)).toBeNull();
    const agent = await signAgentSession({ id: 7, companyId: 1, type: 'agent', isAdmin: false });
    expect(await verifyLeadToken(agent, 1)).toBeNull();
    expect(await verifyAgentSession(agent, 1)).toEqual({ id: 7, companyId: 1, type: 'agent', isAdmin: false });
    expect(await verifyAgentSession(token, 1)).toBeNull();
  });
});

describe('passwords', () => {
  it('are stored as salted scrypt hashes and verified', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(/^scrypt\$16384\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('demo1234');
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1235', a)).toBe(false);
    expect(await verifyPassword('demo1234', null)).toBe(false);
    expect(await verifyPassword('demo1234', 'md5$abc')).toBe(false);
  });
});
