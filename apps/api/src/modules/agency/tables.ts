import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Quote } from '@sp/contracts/api';
import { sql } from 'drizzle-orm';
import { at, createdAt, id } from '../../kernel/db/columns';
import { tenants } from '../tenancy/tables';

// The study-abroad CRM of an agency tenant (SPEC C10). Every table carries tenant_id;
// money is in minor units of the destination's currency; shares are basis points (1250 = 12.5 %).
const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id);
const money = (name: string) => bigint(name, { mode: 'number' });

export const agencyDestinations = pgTable(
  'agency_destinations',
  {
    id: id(),
    tenantId: tenantId(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** The name per language ({ fr, ar }): what a quote in that language says; `name` is the fallback. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    visaNotes: text('visa_notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('agency_destinations_tenant_idx').on(t.tenantId, t.name)],
);

export const agencyProgrammes = pgTable(
  'agency_programmes',
  {
    id: id(),
    tenantId: tenantId(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => agencyDestinations.id),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    institution: text('institution').notNull(),
    level: text('level').notNull(),
    intakes: jsonb('intakes').$type<string[]>().notNull().default([]),
    durationMonths: integer('duration_months').notNull(),
    tuitionMinor: money('tuition_minor').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('agency_programmes_tenant_idx').on(t.tenantId, t.name)],
);

export const agencyCostComponents = pgTable(
  'agency_cost_components',
  {
    id: id(),
    tenantId: tenantId(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => agencyProgrammes.id),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    kind: text('kind').notNull(),
    amountMinor: money('amount_minor').notNull(),
    frequency: text('frequency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agency_cost_components_programme_idx').on(t.tenantId, t.programmeId)],
);

export const agencyPaymentSchedules = pgTable(
  'agency_payment_schedules',
  {
    id: id(),
    tenantId: tenantId(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => agencyProgrammes.id),
    label: text('label').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    shareBp: integer('share_bp'),
    amountMinor: money('amount_minor'),
    dueDays: integer('due_days').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('agency_payment_schedules_programme_idx').on(t.tenantId, t.programmeId)],
);

export const agencyProgrammeConditions = pgTable(
  'agency_programme_conditions',
  {
    id: id(),
    tenantId: tenantId(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => agencyProgrammes.id),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('agency_programme_conditions_programme_idx').on(t.tenantId, t.programmeId)],
);

export const agencySubAgencies = pgTable(
  'agency_sub_agencies',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    shareBp: integer('share_bp').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('agency_sub_agencies_tenant_idx').on(t.tenantId, t.name)],
);

export const agencyCommissions = pgTable(
  'agency_commissions',
  {
    id: id(),
    tenantId: tenantId(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => agencyProgrammes.id),
    subAgencyId: uuid('sub_agency_id').references(() => agencySubAgencies.id),
    kind: text('kind').notNull(),
    rateBp: integer('rate_bp'),
    amountMinor: money('amount_minor'),
    /** The sub-agency's share of this rule; null: the sub-agency's own default share. */
    subAgencyShareBp: integer('sub_agency_share_bp'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('agency_commissions_programme_idx').on(t.tenantId, t.programmeId)],
);

export const agencyTaskTypes = pgTable(
  'agency_task_types',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    defaultDurationMinutes: integer('default_duration_minutes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agency_task_types_tenant_idx').on(t.tenantId, t.name)],
);

export const agencyAgeBands = pgTable(
  'agency_age_bands',
  {
    id: id(),
    tenantId: tenantId(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => agencyDestinations.id),
    label: text('label').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    minAge: integer('min_age').notNull(),
    maxAge: integer('max_age').notNull(),
    dependentsAllowed: integer('dependents_allowed').notNull(),
    extraCostMinor: money('extra_cost_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agency_age_bands_destination_idx').on(t.tenantId, t.destinationId)],
);

export const agencyTerms = pgTable(
  'agency_terms',
  {
    id: id(),
    tenantId: tenantId(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** The text per language: { en, fr, ar }. */
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    status: text('status').notNull().default('draft'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agency_terms_version_idx').on(t.tenantId, t.version),
    // The database itself keeps one published version per tenant.
    uniqueIndex('agency_terms_published_idx')
      .on(t.tenantId)
      .where(sql`status = 'published'`),
  ],
);

export interface Dependent {
  name: string;
  relation: string;
  age: number;
}

export const agencyLeads = pgTable(
  'agency_leads',
  {
    id: id(),
    tenantId: tenantId(),
    number: text('number').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality').notNull().default(''),
    language: text('language').notNull().default('en'),
    dependents: jsonb('dependents').$type<Dependent[]>().notNull().default([]),
    destinationId: uuid('destination_id').references(() => agencyDestinations.id),
    programmeId: uuid('programme_id').references(() => agencyProgrammes.id),
    intake: text('intake'),
    budgetMinor: money('budget_minor'),
    source: text('source').notNull(),
    subAgencyId: uuid('sub_agency_id').references(() => agencySubAgencies.id),
    assignedTo: uuid('assigned_to'),
    status: text('status').notNull().default('new'),
    lostReason: text('lost_reason'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    termsId: uuid('terms_id').references(() => agencyTerms.id),
    termsAcceptedAt: at('terms_accepted_at'),
    /** Who recorded the acceptance, and the quote version the student accepted the terms on. */
    termsAcceptedBy: uuid('terms_accepted_by'),
    termsQuoteId: uuid('terms_quote_id').references((): AnyPgColumn => agencyQuotes.id),
    /** Made or imported with the e-mail or phone of an open lead (issue 32); cleared by a merge. */
    possibleDuplicate: boolean('possible_duplicate').notNull().default(false),
    /** The lead that absorbed this one (its tasks, notes and quotes moved there). */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => agencyLeads.id),
    statusChangedAt: at('status_changed_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('agency_leads_status_idx').on(t.tenantId, t.status, t.statusChangedAt),
    index('agency_leads_created_idx').on(t.tenantId, t.createdAt),
    index('agency_leads_email_idx').on(t.tenantId, t.email),
    index('agency_leads_phone_idx').on(t.tenantId, t.phone),
  ],
);

export const agencyLeadActivities = pgTable(
  'agency_lead_activities',
  {
    id: id(),
    tenantId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => agencyLeads.id),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    userId: uuid('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('agency_lead_activities_lead_idx').on(t.tenantId, t.leadId, t.createdAt)],
);

export const agencyTasks = pgTable(
  'agency_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    taskTypeId: uuid('task_type_id').references(() => agencyTaskTypes.id),
    dueAt: at('due_at').notNull(),
    assigneeId: uuid('assignee_id').notNull(),
    leadId: uuid('lead_id').references(() => agencyLeads.id),
    priority: text('priority').notNull().default('normal'),
    status: text('status').notNull().default('open'),
    remindedAt: at('reminded_at'),
    doneAt: at('done_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_tasks_assignee_idx').on(t.tenantId, t.assigneeId, t.dueAt),
    index('agency_tasks_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'open' and reminded_at is null`),
  ],
);

/** Commission earned when a lead is enrolled: append-only, one row per enrolment. */
export const agencyCommissionEarnings = pgTable(
  'agency_commission_earnings',
  {
    id: id(),
    tenantId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => agencyLeads.id),
    commissionId: uuid('commission_id')
      .notNull()
      .references(() => agencyCommissions.id),
    agentId: uuid('agent_id'),
    subAgencyId: uuid('sub_agency_id').references(() => agencySubAgencies.id),
    currency: text('currency').notNull(),
    totalMinor: money('total_minor').notNull(),
    subAgencyMinor: money('sub_agency_minor').notNull(),
    agencyMinor: money('agency_minor').notNull(),
    /** The quote version this row belongs to: a later version's row holds the difference (append-only). */
    quoteVersion: integer('quote_version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agency_commission_earnings_lead_idx').on(
      t.tenantId,
      t.leadId,
      t.quoteVersion,
      t.currency,
    ),
    index('agency_commission_earnings_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/**
 * A lead's quote versions (issue 32). `issued` when the terms are accepted on it, `frozen` at
 * enrolment (the contract: programme, lines, schedule, currency, commission base), `superseded`
 * when a later version replaces it; every version stays readable.
 */
export const agencyQuotes = pgTable(
  'agency_quotes',
  {
    id: id(),
    tenantId: tenantId(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => agencyLeads.id),
    version: integer('version').notNull(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => agencyProgrammes.id),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    totalMinor: money('total_minor').notNull(),
    /** The commission base: the tuition as quoted. */
    tuitionMinor: money('tuition_minor').notNull(),
    body: jsonb('body').$type<Quote>().notNull(),
    status: text('status').notNull().default('issued'),
    createdBy: uuid('created_by'),
    frozenAt: at('frozen_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agency_quotes_version_idx').on(t.tenantId, t.leadId, t.version)],
);
