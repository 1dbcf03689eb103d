import type { TemplateValues } from '@/lib/automation/templates';

/** What the editor's preview fills templates with: a made-up lead and agent, so the preview reads like a real mail. */
export const SAMPLE_VALUES: TemplateValues = {
  'lead.firstName': 'Jamie',
  'lead.lastName': 'Rivera',
  'lead.fullName': 'Jamie Rivera',
  'lead.email': 'jamie.rivera@example.com',
  'lead.phone': '+1 555 010 0199',
  'agent.firstName': 'Alex',
  'agent.lastName': 'Morgan',
  'agent.fullName': 'Alex Morgan',
  'agent.email': 'alex.morgan@example.com',
  'agent.phone': '+1 555 010 0123',
  'company.name': 'Your brokerage',
  'company.phone': '+1 555 010 0100',
  'company.url': 'https://www.example.com/',
};
