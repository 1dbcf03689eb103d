import { formatPhone } from '@/lib/format/phone';

describe('formatPhone (SPEC §5)', () => {
  it.each([
    ['6315550142', '(631) 555-0142'],
    ['16315550142', '(631) 555-0142'],
    ['+16315550142', '(631) 555-0142'],
    ['631.555.0142', '(631) 555-0142'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['1-800-FLOWERS', '1-800-FLOWERS'],
    ['555-0142', '555-0142'],
    ['', ''],
  ])('%p → %p', (input, expected) => expect(formatPhone(input)).toBe(expected));
  it('handles null', () => expect(formatPhone(null)).toBe(''));
});
