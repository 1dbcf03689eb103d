import { screen } from '@testing-library/react';
import { EmailStatusBadge } from '@/components/crm/lead/email-status-badge';
import { EMAIL_STATUSES } from '@/lib/db/schema/leads';
import { DESCRIBED_EMAIL_STATUSES, emailStatusWords } from '@/lib/mail/email-status-words';
import messages from '@/messages/en.json';
import { renderWithIntl } from '../render';

test('SPEC §8 words, character for character, in the catalogue', () => {
  expect(messages.EmailStatus.status).toEqual({ spam: 'Spam Complaint', unsub: 'Opted Out', softBounce: 'Soft Bounce', hardBounce: 'Hard Bounce', reject: 'Rejected' });
  expect(messages.EmailStatus.reason).toEqual({ 'hard-bounce': 'Invalid Email', 'soft-bounce': 'Temporary unavailable', 'spam': 'Spam Complaint', 'unsub': 'Opted Out' });
});

test('each described status maps to its key and SPEC reason; the rest say nothing', () => {
  expect(emailStatusWords('hardBounce')).toEqual({ status: 'hardBounce', reason: 'hard-bounce' });
  expect(emailStatusWords('softBounce')).toEqual({ status: 'softBounce', reason: 'soft-bounce' });
  expect(emailStatusWords('spam')).toEqual({ status: 'spam', reason: 'spam' });
  expect(emailStatusWords('unsub')).toEqual({ status: 'unsub', reason: 'unsub' });
  expect(emailStatusWords('reject')).toEqual({ status: 'reject', reason: null });
  for (const quiet of ['valid', 'unknown', 'invalid_address', 'bounced', '', null, undefined, 3, 'constructor', 'toString']) expect(emailStatusWords(quiet)).toBeNull();
  // Every described status is one the database can hold.
  for (const s of DESCRIBED_EMAIL_STATUSES) expect(EMAIL_STATUSES).toContain(s);
});

test('the badge shows the description and, when it adds something, the reason as text', () => {
  const first = renderWithIntl(<EmailStatusBadge status="hardBounce" />);
  const badge = screen.getByTestId('email-status');
  expect(badge).toHaveTextContent('Hard BounceInvalid Email');
  expect(badge).toHaveAttribute('title', 'Reason: Invalid Email');
  first.unmount();
  const second = renderWithIntl(<EmailStatusBadge status="unsub" />);
  expect(screen.getByTestId('email-status').textContent).toBe('Opted Out');
  second.unmount();
  const { container } = renderWithIntl(<EmailStatusBadge status="valid" />);
  expect(container).toBeEmptyDOMElement();
});
