/** Leads (prospective students), their activity, tasks, sub-agencies, quotes and earnings. */
import { z } from 'zod';
import { displayNameSchema } from './text';
import { moneySchema, sortSchema } from './admin';
import { emailSchema } from './auth';
import { pageQueryShape } from './errors';
import { languageSchema } from './tenants';
import { intakeSchema, isoDateSchema } from './agency-config';

export const leadStatuses = [
  'new',
  'contacted',
  'qualified',
  'applied',
  'enrolled',
  'lost',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadSources = [
  'website',
  'referral',
  'social',
  'fair',
  'walk_in',
  'sub_agency',
  'other',
] as const;
export const dependentRelations = ['spouse', 'child', 'other'] as const;
export const activityKinds = ['note', 'call', 'email', 'meeting'] as const;
export const taskPriorities = ['low', 'normal', 'high'] as const;
export const taskStatuses = ['open', 'done'] as const;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
/** A name or title people see: the one display-text rule (./text.ts). */
const text = (max: number) => displayNameSchema(max);
const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/);

export const dependentSchema = z.strictObject({
  name: text(120),
  relation: z.enum(dependentRelations),
  age: z.coerce.number().int().min(0).max(120),
});
export type Dependent = z.infer<typeof dependentSchema>;

const leadFields = {
  fullName: text(160),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  dateOfBirth: isoDateSchema.nullable(),
  nationality: z.string().trim().max(80),
  language: languageSchema,
  dependents: z.array(dependentSchema).max(12),
  destinationId: z.uuid().nullable(),
  programmeId: z.uuid().nullable(),
  intake: intakeSchema.nullable(),
  budget: moneySchema.nullable(),
  source: z.enum(leadSources),
  subAgencyId: z.uuid().nullable(),
  assignedTo: z.uuid().nullable(),
  tags: z.array(text(40)).max(20),
};
export const leadBodySchema = z
  .strictObject({
    ...leadFields,
    email: leadFields.email.default(null),
    phone: leadFields.phone.default(null),
    dateOfBirth: leadFields.dateOfBirth.default(null),
    nationality: leadFields.nationality.default(''),
    language: languageSchema.default('en'),
    dependents: leadFields.dependents.default([]),
    destinationId: leadFields.destinationId.default(null),
    programmeId: leadFields.programmeId.default(null),
    intake: leadFields.intake.default(null),
    budget: leadFields.budget.default(null),
    source: leadFields.source.default('website'),
    subAgencyId: leadFields.subAgencyId.default(null),
    assignedTo: leadFields.assignedTo.default(null),
    tags: leadFields.tags.default([]),
    /** Create even though a lead with the same e-mail or phone exists (after the warning). */
    allowDuplicate: z.boolean().default(false),
  })
  .refine((b) => b.email || b.phone, {
    path: ['email'],
    message: 'Give an e-mail or a phone number',
  });
export type LeadBody = z.input<typeof leadBodySchema>;
/** What happens to an enrolled lead's commission when its programme changes (issue 32). */
export const commissionChanges = ['keep', 'recompute'] as const;
export const leadPatchSchema = z
  .strictObject({
    ...leadFields,
    /** Required when an enrolled lead's programme changes: keep the earned commission, or recompute it on the new quote. */
    commissionChange: z.enum(commissionChanges),
  })
  .partial();
export type LeadPatch = z.input<typeof leadPatchSchema>;

export const leadSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  age: z.number().int().nullable(),
  nationality: z.string(),
  language: languageSchema,
  dependents: z.array(dependentSchema),
  destinationId: z.uuid().nullable(),
  destinationName: z.string().nullable(),
  programmeId: z.uuid().nullable(),
  programmeName: z.string().nullable(),
  intake: z.string().nullable(),
  budget: z.string().nullable(),
  currency: z.string().nullable(),
  source: z.enum(leadSources),
  subAgencyId: z.uuid().nullable(),
  subAgencyName: z.string().nullable(),
  assignedTo: z.uuid().nullable(),
  assignedToName: z.string().nullable(),
  status: z.enum(leadStatuses),
  lostReason: z.string().nullable(),
  tags: z.array(z.string()),
  termsVersion: z.number().int().nullable(),
  termsAcceptedAt: z.string().nullable(),
  /** Who recorded the acceptance and the quote version it was given on. */
  termsAcceptedByName: z.string().nullable(),
  termsQuoteVersion: z.number().int().nullable(),
  /** The quote version the enrolment holds to (null until enrolled). */
  frozenQuoteVersion: z.number().int().nullable(),
  /** Made or imported with the e-mail or phone of an open lead; the lead that absorbed this one, once merged (issue 32). */
  possibleDuplicate: z.boolean(),
  mergedIntoId: z.uuid().nullable(),
  statusChangedAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the enrolment earned (null until enrolled, or when no commission rule applied). */
  commission: z
    .object({
      currency: z.string(),
      total: z.string(),
      subAgencyShare: z.string(),
      agencyShare: z.string(),
    })
    .nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadSortFields = [
  'createdAt',
  'updatedAt',
  'fullName',
  'status',
  'intake',
  'statusChangedAt',
] as const;
export const leadListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().trim().max(100).optional(),
  /** One status or several, comma-separated. */
  status: z
    .string()
    .regex(/^[a-z]+(,[a-z]+)*$/)
    .optional(),
  destinationId: z.uuid().optional(),
  programmeId: z.uuid().optional(),
  subAgencyId: z.uuid().optional(),
  /** A user id, `me`, or `none` (unassigned). */
  assignedTo: z.union([z.uuid(), z.enum(['me', 'none'])]).optional(),
  source: z.enum(leadSources).optional(),
  intake: intakeSchema.optional(),
  sort: sortSchema(leadSortFields),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export const leadListSchema = listOf(leadSchema);
export type LeadList = z.infer<typeof leadListSchema>;
/** The board: each status column's true count and its first cards. */
export const leadBoardSchema = z.object({
  columns: z.array(
    z.object({ status: z.enum(leadStatuses), total: z.number().int(), items: z.array(leadSchema) }),
  ),
});
export type LeadBoard = z.infer<typeof leadBoardSchema>;

export const leadStatusBodySchema = z.strictObject({
  status: z.enum(leadStatuses),
  reason: z.string().trim().max(500).optional(),
});
export const bulkAssignBodySchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(500),
  assignedTo: z.uuid().nullable(),
});
export const duplicateLeadSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
/** A lead's possible duplicates: open leads with its e-mail or phone, with what they hold. */
export const leadDuplicateSchema = duplicateLeadSchema.extend({
  status: z.enum(leadStatuses),
  createdAt: z.string(),
  tasks: z.number().int(),
  activities: z.number().int(),
  quotes: z.number().int(),
});
export type LeadDuplicate = z.infer<typeof leadDuplicateSchema>;
/** Merge: the lead in the URL is kept; `duplicateId` is absorbed into it. */
export const leadMergeBodySchema = z.strictObject({ duplicateId: z.uuid() });

export const activityBodySchema = z.strictObject({
  kind: z.enum(activityKinds),
  body: z.string().trim().min(1).max(4000),
});
export const activitySchema = z.object({
  id: z.uuid(),
  kind: z.enum([...activityKinds, 'status_change', 'created', 'terms_accepted']),
  body: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.object({ items: z.array(activitySchema) });

// ---- sub-agencies -------------------------------------------------------------------
const subAgencyFields = {
  name: text(160),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/),
  contactName: text(160),
  email: emailSchema,
  phone: phoneSchema,
  sharePercent: z.coerce.number().min(0).max(100).multipleOf(0.01),
  active: z.boolean(),
};
export const subAgencyBodySchema = z.strictObject({
  ...subAgencyFields,
  active: z.boolean().default(true),
});
export const subAgencyPatchSchema = z.strictObject(subAgencyFields).partial();
export const moneyByCurrencySchema = z.array(
  z.object({ currency: z.string(), amount: z.string() }),
);
export const subAgencySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  country: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  sharePercent: z.number(),
  active: z.boolean(),
  createdAt: z.string(),
  leadCount: z.number().int(),
  enrolledCount: z.number().int(),
  earned: moneyByCurrencySchema,
});
export type SubAgency = z.infer<typeof subAgencySchema>;
export const subAgencyListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().trim().max(100).optional(),
  active: z.enum(['true', 'false']).optional(),
  sort: sortSchema(['name', 'country', 'createdAt'] as const),
});
export const subAgencyListSchema = listOf(subAgencySchema);

// ---- tasks --------------------------------------------------------------------------
const taskFields = {
  title: text(200),
  taskTypeId: z.uuid().nullable(),
  dueAt: z.iso.datetime({ offset: true }),
  assigneeId: z.uuid(),
  leadId: z.uuid().nullable(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
};
export const taskBodySchema = z.strictObject({
  ...taskFields,
  taskTypeId: taskFields.taskTypeId.default(null),
  leadId: taskFields.leadId.default(null),
  priority: taskFields.priority.default('normal'),
  status: taskFields.status.default('open'),
});
export const taskPatchSchema = z.strictObject(taskFields).partial();
export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  taskTypeId: z.uuid().nullable(),
  taskTypeName: z.string().nullable(),
  dueAt: z.string(),
  assigneeId: z.uuid(),
  assigneeName: z.string().nullable(),
  leadId: z.uuid().nullable(),
  leadName: z.string().nullable(),
  priority: z.enum(taskPriorities),
  status: z.enum(taskStatuses),
  overdue: z.boolean(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskViews = ['mine', 'overdue', 'today', 'week', 'all'] as const;
export const taskListQuerySchema = z.strictObject({
  ...pageQueryShape,
  view: z.enum(taskViews).default('mine'),
  leadId: z.uuid().optional(),
  status: z.enum(taskStatuses).optional(),
  search: z.string().trim().max(100).optional(),
  sort: sortSchema(['dueAt', 'title', 'priority', 'createdAt'] as const),
});
export const taskListSchema = listOf(taskSchema);

// ---- quote and commission -----------------------------------------------------------
export const quoteRequestSchema = z.strictObject({
  programmeId: z.uuid(),
  intake: intakeSchema.optional(),
  dependents: z
    .array(
      z.object({
        name: z.string().max(120).default(''),
        age: z.coerce.number().int().min(0).max(120),
      }),
    )
    .max(12)
    .default([]),
  language: languageSchema.default('en'),
});
export const quoteSchema = z.object({
  programmeId: z.uuid(),
  programmeName: z.string(),
  institution: z.string(),
  destinationName: z.string(),
  currency: z.string(),
  intake: z.string(),
  durationMonths: z.number().int(),
  lines: z.array(
    z.object({
      label: z.string(),
      kind: z.string(),
      frequency: z.string(),
      unit: z.string(),
      quantity: z.number(),
      total: z.string(),
    }),
  ),
  dependents: z.array(
    z.object({
      name: z.string(),
      age: z.number().int(),
      band: z.string().nullable(),
      cost: z.string(),
      allowed: z.boolean(),
    }),
  ),
  warnings: z.array(z.string()),
  total: z.string(),
  /** The tuition as quoted: the base of a rate commission. */
  tuition: z.string(),
  schedule: z.array(z.object({ label: z.string(), dueDate: z.string(), amount: z.string() })),
  /** The language the names are in; when it was issued, until when it holds, the terms it comes with (issue 32). */
  language: languageSchema.optional(),
  issuedOn: z.string().optional(),
  validUntil: z.string().optional(),
  terms: z.object({ version: z.number().int(), text: z.string() }).nullable().optional(),
});
export type Quote = z.infer<typeof quoteSchema>;
export const quoteQuerySchema = z.strictObject({
  format: z.enum(['json', 'pdf']).default('json'),
  version: z.coerce.number().int().min(1).optional(),
});
export const quoteStatuses = ['issued', 'frozen', 'superseded'] as const;
/** A stored version of a lead's quote (issue 32): issued when the terms are accepted on it, frozen at enrolment. */
export const quoteVersionSchema = z.object({
  id: z.uuid(),
  version: z.number().int(),
  status: z.enum(quoteStatuses),
  programmeId: z.uuid(),
  language: languageSchema,
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  frozenAt: z.string().nullable(),
  quote: quoteSchema,
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;
export const quoteVersionListSchema = z.object({ items: z.array(quoteVersionSchema) });

export const earningSchema = z.object({
  leadId: z.uuid(),
  leadName: z.string(),
  agentId: z.uuid().nullable(),
  agentName: z.string().nullable(),
  subAgencyId: z.uuid().nullable(),
  subAgencyName: z.string().nullable(),
  currency: z.string(),
  total: z.string(),
  subAgencyShare: z.string(),
  agencyShare: z.string(),
  createdAt: z.string(),
});
export type Earning = z.infer<typeof earningSchema>;
export const earningsSummarySchema = z.object({
  byAgent: z.array(
    z.object({
      agentId: z.uuid().nullable(),
      agentName: z.string().nullable(),
      currency: z.string(),
      count: z.number().int(),
      amount: z.string(),
    }),
  ),
  bySubAgency: z.array(
    z.object({
      subAgencyId: z.uuid().nullable(),
      subAgencyName: z.string().nullable(),
      currency: z.string(),
      count: z.number().int(),
      amount: z.string(),
    }),
  ),
  recent: z.array(earningSchema),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

export const agencyDashboardSchema = z.object({
  funnel: z.array(
    z.object({
      status: z.enum(leadStatuses),
      count: z.number().int(),
      reached: z.number().int(),
      conversion: z.number().nullable(),
    }),
  ),
  tasksDueToday: z.array(taskSchema),
  enrolmentsThisIntake: z.object({ intake: z.string(), count: z.number().int() }),
  /** Per currency: net of sub-agencies' shares (amount), gross beside it. */
  commissionThisMonth: z.array(
    z.object({ currency: z.string(), amount: z.string(), gross: z.string() }),
  ),
});
export type AgencyDashboard = z.infer<typeof agencyDashboardSchema>;
export const acceptTermsBodySchema = z.strictObject({ termsId: z.uuid() });
