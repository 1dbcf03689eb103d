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
  ])('%p → %p', (value, expected) => expect(safeNextPath(value)).toBe(expected));
});
