import 'server-only';
import { bulkBodySchema } from '@/lib/crm/bulk-actions';
import { inboxQuery, replyBody, closeBody } from '@/lib/crm/inbox-input';
import { activitiesQuery } from '@/lib/crm/lead-activities';
import { callBody } from '@/lib/crm/lead-calls';
import { newLeadBody } from '@/lib/crm/lead-create';
import { emailBody } from '@/lib/crm/lead-emails';
import { noteBody } from '@/lib/crm/lead-notes';
import { todoBody, todoPatchBody } from '@/lib/crm/lead-todos';
import { transferBody } from '@/lib/crm/lead-transfer';
import { leadPatchBody } from '@/lib/crm/lead-update';
import { leadsQuerySchema } from '@/lib/crm/leads-query';
import { boardQuery, createOpportunityBody, patchOpportunityBody } from '@/lib/crm/opportunity-input';
import { calendarQuery } from '@/lib/crm/calendar-query';
import { inviteBody, teamPatchBody, teamQuery } from '@/lib/crm/team-input';
import { importOptions } from '@/lib/crm/imports/options';
import { siteSettingsBody } from '@/lib/crm/site-settings-schema';
import { deliveriesQuery, keyBody, webhookBody, webhookPatch } from '@/lib/integrations/input';
import { z } from 'zod';
import type { Operation } from './operations';

/** DESIGN §9 and §11's CRM calls. */
export const CRM_OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/crm/leads', tag: 'Leads', audience: 'agent', query: leadsQuerySchema, list: true, summary: 'List leads',
    description: 'The leads the caller sees (DESIGN §9: brokers and admins every lead, agents their own and the pond, lenders theirs). `q` matches name, e-mail and phone.',
    answer: '`{ id, fullName, firstName, lastName, email, emailStatus, phone, stage, buyerAgent, listingAgentId, lenderId, source, tags, createdAt, lastVisitAt, lastActivityAt }` per lead' },
  { method: 'post', path: '/api/crm/leads', tag: 'Leads', audience: 'agent', body: newLeadBody, status: 201, summary: 'Add a lead',
    description: 'Deduplicated by e-mail (409 when taken); the lead flow routes it and `lead.created` webhooks fire.', answer: 'the lead, as GET /api/crm/leads/{id}' },
  { method: 'get', path: '/api/crm/leads/{id}', tag: 'Leads', audience: 'agent', summary: 'One lead', answer: 'SPEC §3 Lead fields plus buyerAgentId, listingAgentId, lenderId, source, tags, coBuyer, addresses and counts' },
  { method: 'patch', path: '/api/crm/leads/{id}', tag: 'Leads', audience: 'agent', body: leadPatchBody, summary: 'Change a lead',
    description: 'Stage, tags, names and contact. A stage change writes a `stage` activity and fires `lead.stage_changed`; any change fires `lead.updated`.', answer: 'the lead' },
  { method: 'get', path: '/api/crm/leads/{id}/activities', tag: 'Leads', audience: 'agent', query: activitiesQuery, list: true, summary: 'A lead’s timeline', answer: '`{ id, type, occurredAt, agent, property, data }`, newest first' },
  { method: 'post', path: '/api/crm/leads/{id}/notes', tag: 'Leads', audience: 'agent', body: noteBody, status: 201, summary: 'Add a note', answer: 'the `add-note` activity' },
  { method: 'post', path: '/api/crm/leads/{id}/todos', tag: 'Leads', audience: 'agent', body: todoBody, status: 201, summary: 'Add a to-do', answer: 'the `todo-added` activity' },
  { method: 'post', path: '/api/crm/leads/{id}/calls', tag: 'Leads', audience: 'agent', body: callBody, status: 201, summary: 'Log a call', answer: 'the `call-added` activity' },
  { method: 'post', path: '/api/crm/leads/{id}/emails', tag: 'Leads', audience: 'agent', body: emailBody, status: 201, summary: 'E-mail the lead', answer: 'the `email` activity' },
  { method: 'post', path: '/api/crm/leads/{id}/transfer', tag: 'Leads', audience: 'agent', body: transferBody, summary: 'Transfer a lead', description: 'Fires `lead.assigned`.', answer: 'the `transfer` activity' },
  { method: 'post', path: '/api/crm/leads/{id}/claim', tag: 'Leads', audience: 'agent', summary: 'Claim a pond lead', description: '409 when someone was faster. Fires `lead.assigned`.', answer: 'the `lead-claim` activity' },
  { method: 'post', path: '/api/crm/leads/bulk', tag: 'Leads', audience: 'agent', body: bulkBodySchema, summary: 'Change many leads', description: 'Brokers and admins: assign, stage, tag, untag; all or nothing.', answer: '`{ updated }`' },
  { method: 'patch', path: '/api/crm/todos/{id}', tag: 'Leads', audience: 'agent', body: todoPatchBody, summary: 'Change a to-do', answer: 'the `todo-changed` activity' },
  { method: 'get', path: '/api/crm/inbox', tag: 'Inbox', audience: 'agent', query: inboxQuery, list: true, summary: 'The inbox', answer: '`{ id, kind, lead, property, agent, message, createdAt, closedAt }`' },
  { method: 'post', path: '/api/crm/inbox/{id}/reply', tag: 'Inbox', audience: 'agent', body: replyBody, summary: 'Reply to an inbox item', answer: '`{ activity, item }`' },
  { method: 'patch', path: '/api/crm/inbox/{id}', tag: 'Inbox', audience: 'agent', body: closeBody, summary: 'Close or reopen an inbox item', answer: 'the item' },
  { method: 'get', path: '/api/crm/calendar', tag: 'Calendar', audience: 'agent', query: calendarQuery, summary: 'Calendar entries', answer: '`{ kind, id, start, end, title, lead, property }`' },
  { method: 'get', path: '/api/crm/opportunities', tag: 'Opportunities', audience: 'agent', query: boardQuery, summary: 'The pipeline board', answer: 'the board by stage' },
  { method: 'post', path: '/api/crm/opportunities', tag: 'Opportunities', audience: 'agent', body: createOpportunityBody, status: 201, summary: 'Add an opportunity', answer: '`{ id, leadId, propertyId, stage, value, expectedCloseAt }`' },
  { method: 'patch', path: '/api/crm/opportunities/{id}', tag: 'Opportunities', audience: 'agent', body: patchOpportunityBody, summary: 'Change an opportunity', answer: 'the opportunity' },
  { method: 'get', path: '/api/crm/agents', tag: 'Team', audience: 'agent', query: teamQuery, summary: 'The team', answer: 'the company’s agents' },
  { method: 'post', path: '/api/crm/agents', tag: 'Team', audience: 'admin', body: inviteBody, status: 201, summary: 'Invite an agent', answer: 'the agent' },
  { method: 'patch', path: '/api/crm/agents/{id}', tag: 'Team', audience: 'admin', body: teamPatchBody, summary: 'Change an agent', description: 'Type, admin flag, contact, active (a deactivated agent’s sessions end and their leads go to the pond).', answer: 'the agent' },
  { method: 'get', path: '/api/crm/integrations/keys', tag: 'Integrations', audience: 'admin', summary: 'Integration keys', answer: '`{ id, name, scopes, prefix, createdBy, createdAt, lastUsedAt, revokedAt }`; never the key' },
  { method: 'post', path: '/api/crm/integrations/keys', tag: 'Integrations', audience: 'admin', body: keyBody, status: 201, summary: 'Create an integration key', description: 'The answer carries `key` (`lk_…`) this once; only its hash is stored.', answer: 'the key’s item with `key`' },
  { method: 'delete', path: '/api/crm/integrations/keys/{id}', tag: 'Integrations', audience: 'admin', summary: 'Revoke an integration key', description: 'At once: the next call with it is 401.', answer: 'the key’s item' },
  { method: 'get', path: '/api/crm/integrations/webhooks', tag: 'Integrations', audience: 'admin', summary: 'Webhooks', answer: '`{ id, url, events, active, createdAt, recent }`; never the secret' },
  { method: 'post', path: '/api/crm/integrations/webhooks', tag: 'Integrations', audience: 'admin', body: webhookBody, status: 201, summary: 'Create a webhook',
    description: 'http(s) only, no credentials in the URL, no private addresses. The answer carries the signing `secret` this once.', answer: 'the webhook with `secret`' },
  { method: 'patch', path: '/api/crm/integrations/webhooks/{id}', tag: 'Integrations', audience: 'admin', body: webhookPatch, summary: 'Change a webhook', answer: 'the webhook' },
  { method: 'delete', path: '/api/crm/integrations/webhooks/{id}', tag: 'Integrations', audience: 'admin', summary: 'Delete a webhook', answer: '`{ id }`' },
  { method: 'get', path: '/api/crm/integrations/webhooks/{id}/deliveries', tag: 'Integrations', audience: 'admin', query: deliveriesQuery, list: true, summary: 'A webhook’s deliveries',
    answer: '`{ id, event, status, attempts, nextAttemptAt, lastStatusCode, answerSnippet, error, createdAt, lastAttemptAt, deliveredAt }`' },
  { method: 'post', path: '/api/crm/integrations/webhooks/{id}/deliveries/{deliveryId}/retry', tag: 'Integrations', audience: 'admin', summary: 'Send a delivery again', answer: 'the delivery, due now' },
  { method: 'post', path: '/api/crm/imports', tag: 'Lead import', audience: 'admin', body: importOptions.extend({ csv: z.string().describe('The CSV text (or send multipart/form-data with `file` and these fields)') }), status: 202,
    summary: 'Import leads from CSV', description: 'Up to 50 MB (413 above). Rows are deduplicated by e-mail or phone (`skip` or `merge`), each new lead runs the lead flow, and each imported lead gets an `auto-import` activity. Runs on the job queue.', answer: '`{ id, status }`' },
  { method: 'get', path: '/api/crm/imports', tag: 'Lead import', audience: 'admin', summary: 'The company’s imports', answer: 'the imports, newest first, as GET /api/crm/imports/{id}' },
  { method: 'get', path: '/api/crm/imports/{id}', tag: 'Lead import', audience: 'admin', summary: 'One import’s progress',
    answer: '`{ status: queued | running | succeeded | failed, total, processed, created, merged, skipped, failed, errorsUrl }`' },
  { method: 'get', path: '/api/crm/imports/{id}/errors.csv', tag: 'Lead import', audience: 'admin', summary: 'The rows an import refused', answer: 'CSV: row number, reason and the row’s own columns (formula-safe)' },
  { method: 'get', path: '/api/crm/settings', tag: 'Settings', audience: 'agent', summary: 'The company’s site settings', description: 'Brokers and admins.', answer: '`{ settings, domains, locations, features, canEdit }`' },
  { method: 'put', path: '/api/crm/settings', tag: 'Settings', audience: 'admin', body: siteSettingsBody, summary: 'Save the company’s site settings',
    description: 'The whole document, checked as one (422 naming the field, nothing saved); visible on every instance within seconds.', answer: 'as GET' },
];
