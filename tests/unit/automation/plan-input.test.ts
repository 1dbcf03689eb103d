import { planCreateBody, planPatchBody, runPatchBody } from '@/lib/automation/plans/plan-input';
import { fieldErrors } from '@/lib/http/zod-errors';

const errorsOf = (input: unknown) => {
  const result = planCreateBody.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};
const email = { afterDays: 0, kind: 'email', template: { subject: 'Hi {{lead.firstName}}', body: 'Hello' } };

describe('action plan input', () => {
  test('a good plan keeps its steps in order and drops empty extras', () => {
    const parsed = planCreateBody.parse({ name: ' Drip ', steps: [email, { afterDays: 2, afterMinutes: 0, kind: 'call', template: { body: 'Call' }, voiceMail: false }, { afterDays: 1, kind: 'text', template: { body: 'Hi' } }] });
    expect(parsed).toEqual({ name: 'Drip', steps: [email, { afterDays: 2, kind: 'call', template: { body: 'Call' } }, { afterDays: 1, kind: 'text', template: { body: 'Hi' } }] });
  });

  test.each([
    [{ name: 'x', steps: [{ ...email, afterDays: -1 }] }, 'steps.0.afterDays'],
    [{ name: 'x', steps: [email, { ...email, afterMinutes: -5 }] }, 'steps.1.afterMinutes'],
    [{ name: 'x', steps: [{ ...email, template: { body: 'x' } }] }, 'steps.0.template.subject'],
    [{ name: 'x', steps: [{ afterDays: 0, kind: 'todo', template: { subject: 'no', body: 'x' } }] }, 'steps.0.template.subject'],
    [{ name: 'x', steps: [{ ...email, template: { subject: 's', body: '{{lead.middleName}}' } }] }, 'steps.0.template.body'],
    [{ name: 'x', steps: [{ afterDays: 0, kind: 'todo', template: { body: 't'.repeat(201) } }] }, 'steps.0.template.body'],
    [{ name: 'x', steps: [{ afterDays: 0, kind: 'email', template: { subject: 's', body: 'b' }, voiceMail: true }] }, 'steps.0.voiceMail'],
    [{ name: 'x', steps: [] }, 'steps'],
    [{ steps: [email] }, 'name'],
  ])('%j is refused naming %s', (input, field) => {
    expect(errorsOf(input)).toHaveProperty([field]);
  });

  test('a voice-mail script may be longer than a to-do title', () => {
    expect(errorsOf({ name: 'x', steps: [{ afterDays: 0, kind: 'call', voiceMail: true, template: { body: 'v'.repeat(600) } }] })).toEqual({});
  });

  test('PATCH needs something to change; a run takes active, paused or stopped', () => {
    expect(planPatchBody.safeParse({}).success).toBe(false);
    expect(planPatchBody.parse({ active: false })).toEqual({ active: false });
    expect(runPatchBody.safeParse({ status: 'finished' }).success).toBe(false);
  });
});
