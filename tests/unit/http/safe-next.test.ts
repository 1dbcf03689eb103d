import { safeNextPath } from '@/lib/http/safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/leads', '/leads'],
    ['/leads?x=1', '/leads?x=1'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    [undefined, '/dashboard'],
    [['/a'], '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
    ['/\n/evil.example', '/dashboard'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/\\evil.example', '/dashboard'],
    ['/leads#notes', '/leads#notes'],
  ])('%p → %p', (value, expected) => expect(safeNextPath(value)).toBe(expected));
});
