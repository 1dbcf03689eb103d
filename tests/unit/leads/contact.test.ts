import { checkEmail, checkName, checkPhone, CONTACT_ERRORS } from '@/lib/leads/contact';
import { confirmationStep, isFullyAuthorized, needsEmailConfirmation, needsPhoneConfirmation, type ConfirmationLead } from '@/lib/leads/confirmation';

describe('contact rules (SPEC §5, DESIGN §8)', () => {
  test.each([
    ['pat@example.com', 'pat@example.com'],
    ['  Pat.Lee+homes@Example.co  ', 'Pat.Lee+homes@Example.co'],
  ])('e-mail %p is kept as %p', (raw, value) => expect(checkEmail(raw)).toEqual({ ok: true, value }));

  test.each([
    ['', CONTACT_ERRORS.emailRequired],
    [undefined, CONTACT_ERRORS.emailRequired],
    ['pat@', CONTACT_ERRORS.emailInvalid],
    ['pat example.com', CONTACT_ERRORS.emailInvalid],
    [`${'a'.repeat(63)}@example.com`, CONTACT_ERRORS.emailTooLong], // 75 characters
  ])('e-mail %p is refused', (raw, error) => expect(checkEmail(raw)).toEqual({ ok: false, error }));

  test('74 characters is the longest e-mail', () => {
    expect(checkEmail(`${'a'.repeat(62)}@example.com`)).toMatchObject({ ok: true });
  });

  test.each([
    ['6315550142', '+16315550142'],
    ['(631) 555-0142', '+16315550142'],
    ['1-631-555-0142', '+16315550142'],
    ['+1 631 555 0142', '+16315550142'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('phone %p is stored as %p (E.164)', (raw, value) => expect(checkPhone(raw)).toEqual({ ok: true, value }));

  test.each(['', '555', '555-0142', '123-456-7890', 'call me', '+1 999 555 0142', '6'.repeat(41)])('phone %p is refused', (raw) => {
    expect(checkPhone(raw)).toMatchObject({ ok: false });
  });

  test('every e-mail text mentions email and no other does (SPEC §5 marks fields by it)', () => {
    for (const [key, text] of Object.entries(CONTACT_ERRORS)) expect([key, /email/i.test(text)]).toEqual([key, key.startsWith('email')]);
  });

  test('names: trimmed, spaces collapsed, at most 255, required only when asked', () => {
    expect(checkName('  Mary   Ann ', 'first', true)).toEqual({ ok: true, value: 'Mary Ann' });
    expect(checkName('', 'first', false)).toEqual({ ok: true, value: null });
    expect(checkName('', 'last', true)).toEqual({ ok: false, error: CONTACT_ERRORS.lastNameRequired });
    expect(checkName('x'.repeat(255), 'last', true)).toMatchObject({ ok: true });
    expect(checkName('x'.repeat(256), 'last', true)).toEqual({ ok: false, error: CONTACT_ERRORS.nameTooLong });
  });
});

describe('lead confirmation (SPEC §4)', () => {
  const lead = (overrides: Partial<ConfirmationLead> = {}): ConfirmationLead => ({
    email: 'pat@example.com', emailStatus: 'valid', phone: '+16315550142', phoneStatus: 'valid', firstName: 'Pat', lastName: 'Lee', ...overrides,
  });

  test('nothing to confirm for a lead with good contacts', () => {
    expect(confirmationStep(lead())).toBeNull();
    expect(isFullyAuthorized({ ...lead(), completed: true })).toBe(true);
  });
  test('e-mail: missing or invalid_address; other statuses are not the visitor’s to fix', () => {
    expect(needsEmailConfirmation(lead({ email: null }))).toBe(true);
    expect(needsEmailConfirmation(lead({ emailStatus: 'invalid_address' }))).toBe(true);
    expect(needsEmailConfirmation(lead({ emailStatus: 'hardBounce' }))).toBe(false);
  });
  test('phone: only with both names, when missing or bad_number', () => {
    expect(needsPhoneConfirmation(lead({ phone: null }))).toBe(true);
    expect(needsPhoneConfirmation(lead({ phoneStatus: 'bad_number' }))).toBe(true);
    expect(needsPhoneConfirmation(lead({ phone: null, lastName: null }))).toBe(false);
  });
  test('both → step 1 then 2; only e-mail → step 1 and close; only phone → step 2', () => {
    expect(confirmationStep(lead({ email: null, phone: null }))).toEqual({ step: 1, emailOnly: false });
    expect(confirmationStep(lead({ emailStatus: 'invalid_address' }))).toEqual({ step: 1, emailOnly: true });
    expect(confirmationStep(lead({ phoneStatus: 'bad_number' }))).toEqual({ step: 2, emailOnly: false });
  });
  test('not fully authorised: unfinished sign-up, something to confirm, or the needToConfirmPhone cookie', () => {
    expect(isFullyAuthorized({ ...lead(), completed: false })).toBe(false);
    expect(isFullyAuthorized({ ...lead({ phoneStatus: 'bad_number' }), completed: true })).toBe(false);
    expect(isFullyAuthorized({ ...lead(), completed: true }, true)).toBe(false);
  });
});
