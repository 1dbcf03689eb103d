import { createEAlertBody, updateEAlertBody } from '@/lib/ealerts/input';
import { registrationBody } from '@/lib/leads/registration-body';
import type { Operation } from './operations';

/** SPEC §7's calls of the site (visitors and leads). */
export const PUBLIC_OPERATIONS: Operation[] = [
  { method: 'get', path: '/api/company/settings', tag: 'Site', audience: 'public', summary: 'The company’s site settings', answer: 'SPEC §3 company settings' },
  { method: 'get', path: '/api/properties', tag: 'Listings', audience: 'public', list: true, summary: 'Search listings',
    description: 'The search query keys of SPEC §3 (`city_state`, `location`, `type`, `status`, `price_min` …) plus `page` and `sort`; 10 a page.', answer: 'SPEC §3 Property per listing' },
  { method: 'get', path: '/api/properties/{id}', tag: 'Listings', audience: 'public', summary: 'One listing', answer: 'SPEC §3 Property' },
  { method: 'post', path: '/api/properties/{id}/fave', tag: 'Listings', audience: 'lead', summary: 'Favourite a home', answer: '`{ propertyId, is_favourite, count }`' },
  { method: 'delete', path: '/api/properties/{id}/fave', tag: 'Listings', audience: 'lead', summary: 'Unfavourite a home', answer: '`{ propertyId, is_favourite, count }`' },
  { method: 'get', path: '/api/agents', tag: 'Site', audience: 'public', summary: 'The company’s agents', answer: 'active agents' },
  { method: 'post', path: '/api/leads/register/start', tag: 'Leads (site)', audience: 'public', body: registrationBody, status: 201, summary: 'Sign up (step 1)',
    description: '201 with the lead’s token for a new lead (fires `lead.created`), 200 `{ status: "full_login" }` when the e-mail is known (a code is mailed).', answer: 'the lead’s token' },
  { method: 'post', path: '/api/leads/register/complete', tag: 'Leads (site)', audience: 'lead', body: registrationBody, summary: 'Sign up (step 2)', answer: 'the lead’s token' },
  { method: 'get', path: '/api/leads/me', tag: 'Leads (site)', audience: 'lead', summary: 'The signed-in lead', answer: 'SPEC §3 Lead' },
  { method: 'get', path: '/api/leads/me/e-alerts', tag: 'Leads (site)', audience: 'lead', summary: 'The lead’s saved searches', answer: 'saved searches' },
  { method: 'post', path: '/api/leads/me/e-alerts', tag: 'Leads (site)', audience: 'lead', body: createEAlertBody, status: 201, summary: 'Save a search', answer: 'the saved search' },
  { method: 'put', path: '/api/leads/me/e-alerts/{id}', tag: 'Leads (site)', audience: 'lead', body: updateEAlertBody, summary: 'Change a saved search', answer: 'the saved search' },
  { method: 'delete', path: '/api/leads/me/e-alerts/{id}', tag: 'Leads (site)', audience: 'lead', summary: 'Delete a saved search', answer: '`{ id }`' },
  { method: 'get', path: '/api/token/refresh', tag: 'Leads (site)', audience: 'lead', summary: 'Refresh the lead’s token', answer: 'the new token' },
];
