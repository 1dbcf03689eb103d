import { inboxHref } from '@/components/crm/inbox/inbox-nav';
import { inboxQuery, replyBody } from '@/lib/crm/inbox-input';
import { leadDisplayName } from '@/lib/crm/lead-name';

describe('leadDisplayName', () => {
  test('name, else e-mail, else Lead #id', () => {
    expect(leadDisplayName({ id: 3, firstName: ' Ann ', lastName: 'Lee' })).toBe('Ann Lee');
    expect(leadDisplayName({ id: 3, firstName: null, lastName: '', email: 'a@b.co' })).toBe('a@b.co');
    expect(leadDisplayName({ id: 3, firstName: null, lastName: null, email: null })).toBe('Lead #3');
  });
});

describe('inboxHref', () => {
  test('state picks the page; kind and page ride in the query; page 1 is implied', () => {
    expect(inboxHref('open', undefined)).toBe('/inbox');
    expect(inboxHref('closed', 'showing', 1)).toBe('/closed-inbox?kind=showing');
    expect(inboxHref('open', 'question', 3)).toBe('/inbox?kind=question&page=3');
  });
});

describe('inbox input', () => {
  test('empty query values are no filter; defaults open, page 1', () => {
    expect(inboxQuery.parse({ kind: '', page: '', state: '' })).toEqual({ state: 'open', page: 1 });
    expect(inboxQuery.parse({ kind: 'reply', page: '2', state: 'closed' })).toEqual({ state: 'closed', kind: 'reply', page: 2 });
    expect(inboxQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });
  test('a reply is 1 to 10,000 characters after trimming', () => {
    expect(replyBody.parse({ message: '  hi  ' })).toEqual({ message: 'hi' });
    expect(replyBody.safeParse({ message: '   ' }).success).toBe(false);
    expect(replyBody.safeParse({ message: 'x'.repeat(10_001) }).success).toBe(false);
    expect(replyBody.safeParse({ message: 'x'.repeat(10_000) }).success).toBe(true);
  });
});
