import { HOT_REASON_LABELS, hotReasonWords } from '@/lib/automation/triggers/hot-reasons';
import { HOT_REASONS } from '@/lib/db/schema/leads';

describe('why a lead is hot, in words', () => {
  test('each reason reads after the lead’s name, naming the home when known', () => {
    expect(hotReasonWords('favourite', '12 Main St')).toBe('saved 12 Main St as a favourite');
    expect(hotReasonWords('favourite')).toBe('saved a home as a favourite');
    expect(hotReasonWords('showing-request', '12 Main St')).toBe('asked to see 12 Main St');
    expect(hotReasonWords('return-visit', null, 3)).toBe('came back after 3 days away');
    expect(hotReasonWords('return-visit', null, 1)).toBe('came back after 1 day away');
    expect(hotReasonWords('return-visit')).toBe('came back to the site');
    expect(hotReasonWords('repeat-views', '12 Main St')).toBe('viewed 12 Main St 3 times');
    expect(hotReasonWords('many-views')).toBe('viewed 5 homes in a day');
  });

  test('every stored reason has a badge label', () => {
    expect(Object.keys(HOT_REASON_LABELS).sort()).toEqual([...HOT_REASONS].sort());
  });
});
