import { screen } from '@testing-library/react';
import { TimeAgo } from '@/components/format/time-ago';
import { renderWithIntl } from '../render';

// Every relative time on the site renders through this component (CRM lists, greatsheet, jobs).
test('shows SPEC §9 units with the exact UTC time in its title', () => {
  renderWithIntl(<TimeAgo at="2026-11-20T15:00:00Z" now={Date.parse('2026-11-25T15:00:00Z')} />);
  const time = screen.getByText('5 days ago');
  expect(time.tagName).toBe('TIME');
  expect(time.getAttribute('datetime')).toBe('2026-11-20T15:00:00Z');
  expect(time.getAttribute('title')?.replace(/\s/g, ' ')).toBe('Nov 20, 2026, 3:00 PM UTC');
});
