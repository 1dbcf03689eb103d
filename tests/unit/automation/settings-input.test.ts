import { automationSettingsInput, DEFAULT_AUTOMATION_SETTINGS } from '@/lib/automation/settings-schema';
import { fieldErrors } from '@/lib/http/zod-errors';

const errorsOf = (value: unknown) => {
  const parsed = automationSettingsInput.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe('PUT /api/crm/automation input', () => {
  test('the defaults pass', () => {
    expect(automationSettingsInput.safeParse(DEFAULT_AUTOMATION_SETTINGS).success).toBe(true);
  });
  test('an unknown template field is named, by its field path', () => {
    const errors = errorsOf({ ...DEFAULT_AUTOMATION_SETTINGS, welcomeEmail: { ...DEFAULT_AUTOMATION_SETTINGS.welcomeEmail, body: 'Hi {{lead.frstName}}' } });
    expect(Object.keys(errors)).toEqual(['welcomeEmail.body']);
    expect(errors['welcomeEmail.body']).toContain('{{lead.frstName}}');
  });
  test.each([
    [{ delayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.delayedEmail, afterDays: -1 } }, 'delayedEmail.afterDays'],
    [{ delayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.delayedEmail, afterDays: 2 ** 31 } }, 'delayedEmail.afterDays'],
    [{ sellerDelayedEmail: { ...DEFAULT_AUTOMATION_SETTINGS.sellerDelayedEmail, afterDays: 1.5 } }, 'sellerDelayedEmail.afterDays'],
    [{ claimWindowMinutes: 0 }, 'claimWindowMinutes'],
    [{ sendingHours: { start: '21:00', end: '08:00' } }, 'sendingHours.end'],
    [{ sendingHours: { start: '25:00', end: '08:00' } }, 'sendingHours.start'],
    [{ smartText: { enabled: true, body: '   ' } }, 'smartText.body'],
    [{ welcomeEmail: { ...DEFAULT_AUTOMATION_SETTINGS.welcomeEmail, subject: 'x'.repeat(201) } }, 'welcomeEmail.subject'],
    [{ extra: true }, '_'],
  ])('%j → 422 on %s', (change, field) => {
    expect(Object.keys(errorsOf({ ...DEFAULT_AUTOMATION_SETTINGS, ...change }))).toContain(field);
  });
});
