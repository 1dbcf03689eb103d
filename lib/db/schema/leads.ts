import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, timestamp, unique, uniqueIndex, varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { properties } from './properties';
import { companies } from './tenancy';
import { createdAt, id, updatedAt } from './columns';

export const EMAIL_STATUSES = ['unknown', 'valid', 'invalid_address', 'spam', 'unsub', 'softBounce', 'hardBounce', 'reject'] as const;
export const PHONE_STATUSES = ['unknown', 'valid', 'bad_number'] as const;
/** Why a lead turned hot (DESIGN §12 triggers), shown beside the Hot badge. */
export const HOT_REASONS = ['favourite', 'showing-request', 'return-visit', 'repeat-views', 'many-views'] as const;
export type HotReason = (typeof HOT_REASONS)[number];
export const LEAD_STAGES = ['new', 'attempted', 'contacted', 'nurture', 'appointment', 'active', 'under_contract', 'closed', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The owning company and lead columns every row about a lead has (crm.ts builds on them too). */
export const companyId = () => integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' });
export const leadId = () => integer('lead_id').notNull();
/**
 * A row about a lead points at (company_id, lead_id), so the database itself refuses a
 * row whose company is not its lead's company.
 */
export const sameCompanyLead = (t: { companyId: AnyPgColumn; leadId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId, t.leadId], foreignColumns: [leads.companyId, leads.id] }).onDelete('cascade');

export const leads = pgTable(
  'leads',
  {
    id: id(),
    companyId: companyId(),
    email: varchar('email', { length: 74 }),
    emailStatus: text('email_status', { enum: EMAIL_STATUSES }).notNull().default('unknown'),
    /** E.164. */
    phone: text('phone'),
    phoneStatus: text('phone_status', { enum: PHONE_STATUSES }).notNull().default('unknown'),
    firstName: varchar('first_name', { length: 255 }),
    lastName: varchar('last_name', { length: 255 }),
    /** Both registration steps done. */
    completed: boolean('completed').notNull().default(false),
    isEngaged: boolean('is_engaged').notNull().default(false),
    stage: text('stage', { enum: LEAD_STAGES }).notNull().default('new'),
    /** The co-buyer's primary lead: a co-buyer is a lead of its own linked to the buyer. */
    primaryLeadId: integer('primary_lead_id').references((): AnyPgColumn => leads.id, { onDelete: 'set null' }),
    buyerAgentId: integer('buyer_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    listingAgentId: integer('listing_agent_id').references(() => agents.id, { onDelete: 'set null' }),
    lenderId: integer('lender_id').references(() => agents.id, { onDelete: 'set null' }),
    source: text('source'),
    tags: text('tags').array().notNull().default([]),
    gClickId: text('g_click_id'),
    isSeller: boolean('is_seller').notNull().default(false),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** The newest activity's time, kept by a trigger on activities (the CRM list sorts and shows it at 100k leads). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    /**
     * The first call, text or e-mail an agent made to the lead (lib/crm/first-contact.ts), and when
     * the lead first reached appointment or beyond (lib/crm/reports/stage-activity.ts): kept by
     * triggers on activities, so reports and the dashboard read a column instead of probing a
     * million activities per request (docs/performance.md "CRM reports").
     */
    firstContactAt: timestamp('first_contact_at', { withTimezone: true }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    /** When the lead turned hot (DESIGN §12: a favourite, a showing request, a burst of views); null: not hot. */
    hotAt: timestamp('hot_at', { withTimezone: true }),
    /** What made it hot this time (the newest hot episode's trigger). */
    hotReason: text('hot_reason', { enum: HOT_REASONS }),
    /** When the lead texted STOP (or the gateway reported an opt-out): no text goes to them until they text START. */
    textOptOutAt: timestamp('text_opt_out_at', { withTimezone: true }),
    /** When a one-time code or link proved the lead owns the mailbox. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('leads_company_id_uq').on(t.companyId, t.id),
    uniqueIndex('leads_email_uq').on(t.companyId, sql`lower(${t.email})`),
    index('leads_company_stage_idx').on(t.companyId, t.stage, t.createdAt.desc()),
    index('leads_buyer_agent_idx').on(t.companyId, t.buyerAgentId),
    index('leads_primary_idx').on(t.primaryLeadId),
    index('leads_name_trgm_idx').using('gin', sql`(coalesce(${t.firstName},'') || ' ' || coalesce(${t.lastName},'')) gin_trgm_ops`),
    // The CRM list's search box: name, e-mail and phone in one trigram index (lib/crm/lead-search.ts builds the same expression).
    index('leads_search_trgm_idx').using('gin', sql`lower(coalesce(${t.firstName},'') || ' ' || coalesce(${t.lastName},'') || ' ' || coalesce(${t.email},'') || ' ' || coalesce(${t.phone},'')) gin_trgm_ops`),
    index('leads_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('leads_company_activity_idx').on(t.companyId, t.lastActivityAt.desc(), t.id.desc()),
    index('leads_listing_agent_idx').on(t.companyId, t.listingAgentId),
    index('leads_lender_idx').on(t.companyId, t.lenderId),
    // Team figures: leads nobody has reached out to yet, by arrival.
    index('leads_uncontacted_idx').on(t.companyId, t.createdAt).where(sql`${t.firstContactAt} is null`),
    index('leads_hot_idx').on(t.companyId, t.hotAt.desc()).where(sql`${t.hotAt} is not null`),
    index('leads_tags_idx').using('gin', t.tags),
  ],
);

export const leadAddresses = pgTable(
  'lead_addresses',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    address: text('address').notNull(),
    street: text('street'),
    city: text('city'),
    state: varchar('state', { length: 2 }),
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    estimate: integer('estimate'),
    estimateLow: integer('estimate_low'),
    estimateHigh: integer('estimate_high'),
    estimatedAt: timestamp('estimated_at', { withTimezone: true }),
    /** The home as the owner describes it (the tuning form), else as its listing does; null: not known yet. */
    propertyType: text('property_type'),
    bedrooms: smallint('bedrooms'),
    bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }),
    livingArea: integer('living_area'),
    yearBuilt: smallint('year_built'),
    lotAcres: numeric('lot_acres', { precision: 8, scale: 3, mode: 'number' }),
    waterfront: boolean('waterfront'),
    condition: text('condition'),
    upgrades: text('upgrades').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    sameCompanyLead(t),
    index('lead_addresses_lead_idx').on(t.companyId, t.leadId),
    check('lead_addresses_condition_ck', sql`${t.condition} in ('poor','fair','average','good','excellent')`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    companyId: companyId(),
    leadId: leadId(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [sameCompanyLead(t), primaryKey({ columns: [t.leadId, t.propertyId] }), index('favourites_company_property_idx').on(t.companyId, t.propertyId)],
);

export const viewedProperties = pgTable(
  'viewed_properties',
  {
    companyId: companyId(),
    leadId: leadId(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }).notNull().defaultNow(),
    viewsCount: integer('views_count').notNull().default(1),
  },
  (t) => [sameCompanyLead(t), primaryKey({ columns: [t.leadId, t.propertyId] }), index('viewed_company_property_idx').on(t.companyId, t.propertyId, t.lastViewedAt)],
);

export const EALERT_FREQUENCIES = ['never', 'instantly', 'daily', 'twice_a_week', 'weekly', 'twice_a_month', 'monthly'] as const;
export type EAlertFrequency = (typeof EALERT_FREQUENCIES)[number];

/** Saved searches with their e-alert schedule (SPEC "E-alert"). */
export const eAlerts = pgTable(
  'e_alerts',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    /** Search query keys of SPEC §3. */
    criteria: jsonb('criteria').$type<Record<string, string>>().notNull(),
    description: text('description'),
    customName: varchar('custom_name', { length: 255 }).notNull(),
    frequency: text('frequency', { enum: EALERT_FREQUENCIES }).notNull().default('twice_a_week'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [sameCompanyLead(t), index('e_alerts_lead_idx').on(t.companyId, t.leadId), index('e_alerts_due_idx').on(t.nextDueAt)],
);

/** Searches a lead ran, with SPEC's criteria priority (1 search, 2 view, 3 favourite, 4 saved). */
export const leadSearches = pgTable(
  'lead_searches',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    criteria: jsonb('criteria').$type<Record<string, string>>().notNull(),
    priority: smallint('priority').notNull(),
    createdAt: createdAt(),
  },
  (t) => [sameCompanyLead(t), index('lead_searches_lead_idx').on(t.companyId, t.leadId, t.createdAt.desc())],
);

export const questions = pgTable(
  'questions',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    /** The listing asked about; null for a question to an agent from the agent's page. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** The agent asked (agent page); the listing question names none. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyLead(t),
    index('questions_company_idx').on(t.companyId, t.createdAt.desc()),
    index('questions_lead_idx').on(t.leadId),
    check('questions_subject_ck', sql`${t.propertyId} is not null or ${t.agentId} is not null`),
  ],
);

export const SHOWING_STATUSES = ['requested', 'confirmed', 'cancelled', 'done'] as const;

export const showingRequests = pgTable(
  'showing_requests',
  {
    id: id(),
    companyId: companyId(),
    leadId: leadId(),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    requestedFor: timestamp('requested_for', { withTimezone: true }).notNull(),
    message: text('message'),
    status: text('status', { enum: SHOWING_STATUSES }).notNull().default('requested'),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompanyLead(t),
    index('showings_company_idx').on(t.companyId, t.requestedFor),
    index('showings_agent_idx').on(t.agentId, t.requestedFor),
    // One showing per agent and time: two visitors racing for the last free slot cannot both get it.
    uniqueIndex('showings_agent_slot_uq').on(t.agentId, t.requestedFor).where(sql`${t.status} <> 'cancelled'`),
  ],
);
