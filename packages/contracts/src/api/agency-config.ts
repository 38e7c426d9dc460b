/**
 * The agency CRM's configuration (SPEC C10): destinations, programmes and what they cost,
 * payment schedules, eligibility conditions, commission rules, task types, age bands and
 * terms. One list query shape for all; percentages are numbers with at most 2 decimals.
 */
import { z } from 'zod';
import { moneySchema, sortSchema } from './admin';
import { pageQueryShape } from './errors';

const name = z.string().trim().min(1).max(160);
const percent = z.coerce.number().min(0).max(100).multipleOf(0.01);
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An intake month, e.g. '2027-09'. */
export const intakeSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const programmeLevels = [
  'language',
  'foundation',
  'diploma',
  'bachelor',
  'master',
  'phd',
] as const;
export const costKinds = [
  'tuition',
  'application',
  'visa',
  'insurance',
  'living',
  'accommodation',
  'flights',
  'other',
] as const;
export const costFrequencies = ['one_off', 'per_month', 'per_year'] as const;
export const conditionKinds = ['min_age', 'language_score', 'education_level', 'document'] as const;
export const commissionKinds = ['rate', 'fixed'] as const;

/** Every configuration list: search, optional parent filters, sort, page. */
export const configListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().trim().max(100).optional(),
  destinationId: z.uuid().optional(),
  programmeId: z.uuid().optional(),
  sort: sortSchema(['name', 'createdAt'] as const),
});
export type ConfigListQuery = z.input<typeof configListQuerySchema>;
const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const base = { id: z.uuid(), createdAt: z.string() };

/** A configuration name in the other languages a quote is written in; the plain name is the fallback (issue 32). */
export const namesSchema = z.strictObject({
  fr: z.string().trim().max(160).optional(),
  ar: z.string().trim().max(160).optional(),
});
const names = namesSchema;

const destinationFields = {
  names,
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/),
  name,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  visaNotes: z.string().trim().max(4000),
  active: z.boolean(),
};
export const destinationBodySchema = z.strictObject({
  ...destinationFields,
  names: names.default({}),
  visaNotes: destinationFields.visaNotes.default(''),
  active: z.boolean().default(true),
});
export const destinationPatchSchema = z.strictObject(destinationFields).partial();
export const destinationSchema = z.object({
  ...base,
  country: z.string(),
  name: z.string(),
  names,
  currency: z.string(),
  visaNotes: z.string(),
  active: z.boolean(),
});
export type Destination = z.infer<typeof destinationSchema>;

const programmeFields = {
  destinationId: z.uuid(),
  name,
  institution: name,
  names,
  level: z.enum(programmeLevels),
  intakes: z.array(intakeSchema).min(1).max(24),
  durationMonths: z.coerce.number().int().min(1).max(120),
  tuition: moneySchema,
  active: z.boolean(),
};
export const programmeBodySchema = z.strictObject({
  ...programmeFields,
  names: names.default({}),
  active: z.boolean().default(true),
});
export const programmePatchSchema = z.strictObject(programmeFields).partial();
export const programmeSchema = z.object({
  ...base,
  destinationId: z.uuid(),
  destinationName: z.string(),
  currency: z.string(),
  name: z.string(),
  names,
  institution: z.string(),
  level: z.enum(programmeLevels),
  intakes: z.array(z.string()),
  durationMonths: z.number().int(),
  tuition: z.string(),
  active: z.boolean(),
});
export type Programme = z.infer<typeof programmeSchema>;

const costComponentFields = {
  programmeId: z.uuid(),
  name,
  names,
  kind: z.enum(costKinds),
  amount: moneySchema,
  frequency: z.enum(costFrequencies),
};
export const costComponentBodySchema = z.strictObject({
  ...costComponentFields,
  names: names.default({}),
});
export const costComponentPatchSchema = z.strictObject(costComponentFields).partial();
export const costComponentSchema = z.object({
  ...base,
  programmeId: z.uuid(),
  programmeName: z.string(),
  currency: z.string(),
  name: z.string(),
  names,
  kind: z.enum(costKinds),
  amount: z.string(),
  frequency: z.enum(costFrequencies),
});
export type CostComponent = z.infer<typeof costComponentSchema>;

/** An instalment: a share of the programme's total or a fixed amount, due N days from the intake (negative: before). */
const paymentScheduleFields = {
  programmeId: z.uuid(),
  label: name,
  names,
  sharePercent: percent.nullable(),
  amount: moneySchema.nullable(),
  dueDays: z.coerce.number().int().min(-730).max(1460),
  position: z.coerce.number().int().min(0).max(100),
};
export const paymentSchedulePatchSchema = z.strictObject(paymentScheduleFields).partial();
export const paymentScheduleBodySchema = z
  .strictObject({
    ...paymentScheduleFields,
    names: names.default({}),
    sharePercent: percent.nullable().default(null),
    amount: moneySchema.nullable().default(null),
    position: paymentScheduleFields.position.default(0),
  })
  .refine((b) => (b.sharePercent === null) !== (b.amount === null), {
    path: ['sharePercent'],
    message: 'Give a share or an amount, not both',
    params: { text: 'validation.shareOrAmount' },
  });
export const paymentScheduleSchema = z.object({
  ...base,
  programmeId: z.uuid(),
  programmeName: z.string(),
  label: z.string(),
  names,
  sharePercent: z.number().nullable(),
  amount: z.string().nullable(),
  dueDays: z.number().int(),
  position: z.number().int(),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;
/** A programme's whole schedule saved at once (the programme page): shares exactly 100 % of what fixed amounts leave. */
export const scheduleLineSchema = z
  .strictObject({
    label: name,
    names: names.default({}),
    sharePercent: percent.nullable().default(null),
    amount: moneySchema.nullable().default(null),
    dueDays: paymentScheduleFields.dueDays,
  })
  .refine((b) => (b.sharePercent === null) !== (b.amount === null), {
    path: ['sharePercent'],
    message: 'Give a share or an amount, not both',
    params: { text: 'validation.shareOrAmount' },
  });
export const scheduleBodySchema = z.strictObject({ lines: z.array(scheduleLineSchema).max(24) });

const programmeConditionFields = {
  programmeId: z.uuid(),
  kind: z.enum(conditionKinds),
  label: name,
  value: z.string().trim().max(200),
};
export const programmeConditionBodySchema = z.strictObject({
  ...programmeConditionFields,
  value: programmeConditionFields.value.default(''),
});
export const programmeConditionPatchSchema = z.strictObject(programmeConditionFields).partial();
export const programmeConditionSchema = z.object({
  ...base,
  programmeId: z.uuid(),
  programmeName: z.string(),
  kind: z.enum(conditionKinds),
  label: z.string(),
  value: z.string(),
});
export type ProgrammeCondition = z.infer<typeof programmeConditionSchema>;

const commissionFields = {
  programmeId: z.uuid(),
  subAgencyId: z.uuid().nullable(),
  kind: z.enum(commissionKinds),
  ratePercent: percent.nullable(),
  amount: moneySchema.nullable(),
  subAgencySharePercent: percent.nullable(),
  validFrom: isoDateSchema,
  validTo: isoDateSchema.nullable(),
};
export const commissionPatchSchema = z.strictObject(commissionFields).partial();
export const commissionBodySchema = z
  .strictObject({
    ...commissionFields,
    subAgencyId: z.uuid().nullable().default(null),
    ratePercent: percent.nullable().default(null),
    amount: moneySchema.nullable().default(null),
    subAgencySharePercent: percent.nullable().default(null),
    validTo: isoDateSchema.nullable().default(null),
  })
  .refine((b) => (b.kind === 'rate' ? b.ratePercent !== null : b.amount !== null), {
    path: ['ratePercent'],
    message: 'A rate rule needs a rate, a fixed rule an amount',
  })
  .refine((b) => !b.validTo || b.validTo >= b.validFrom, {
    path: ['validTo'],
    message: 'Ends before it starts',
  });
export const commissionSchema = z.object({
  ...base,
  programmeId: z.uuid(),
  programmeName: z.string(),
  currency: z.string(),
  subAgencyId: z.uuid().nullable(),
  subAgencyName: z.string().nullable(),
  kind: z.enum(commissionKinds),
  ratePercent: z.number().nullable(),
  amount: z.string().nullable(),
  subAgencySharePercent: z.number().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

export const taskTypeBodySchema = z.strictObject({
  name,
  defaultDurationMinutes: z.coerce.number().int().min(5).max(10080),
});
export const taskTypePatchSchema = taskTypeBodySchema.partial();
export const taskTypeSchema = z.object({
  ...base,
  name: z.string(),
  defaultDurationMinutes: z.number().int(),
});
export type TaskType = z.infer<typeof taskTypeSchema>;

/** Dependents whose age falls in [minAge, maxAge]: how many may come, and the extra cost each. */
const ageBandFields = {
  destinationId: z.uuid(),
  label: name,
  minAge: z.coerce.number().int().min(0).max(120),
  maxAge: z.coerce.number().int().min(0).max(120),
  dependentsAllowed: z.coerce.number().int().min(0).max(20),
  extraCost: moneySchema,
};
export const ageBandPatchSchema = z.strictObject({ ...ageBandFields, names }).partial();
export const ageBandBodySchema = z
  .strictObject({ ...ageBandFields, names: names.default({}) })
  .refine((b) => b.maxAge >= b.minAge, { path: ['maxAge'], message: 'Below the minimum age' });
export const ageBandSchema = z.object({
  ...base,
  destinationId: z.uuid(),
  destinationName: z.string(),
  currency: z.string(),
  label: z.string(),
  names,
  minAge: z.number().int(),
  maxAge: z.number().int(),
  dependentsAllowed: z.number().int(),
  extraCost: z.string(),
});
export type AgeBand = z.infer<typeof ageBandSchema>;

export const termsBodySchema = z.strictObject({
  title: name,
  body: z.strictObject({
    en: z.string().trim().min(1).max(50000),
    fr: z.string().trim().min(1).max(50000),
    ar: z.string().trim().min(1).max(50000),
  }),
});
export const termsSchema = z.object({
  ...base,
  version: z.number().int(),
  title: z.string(),
  body: z.record(z.string(), z.string()),
  status: z.enum(['draft', 'published', 'archived']),
  publishedAt: z.string().nullable(),
});
export type Terms = z.infer<typeof termsSchema>;
/** `status=published`: the one version a lead accepts, whatever number of versions came before. */
export const termsListQueryShape = { status: termsSchema.shape.status.optional() };

export const destinationListSchema = listOf(destinationSchema);
export const programmeListSchema = listOf(programmeSchema);
export const costComponentListSchema = listOf(costComponentSchema);
export const paymentScheduleListSchema = listOf(paymentScheduleSchema);
export const programmeConditionListSchema = listOf(programmeConditionSchema);
export const commissionListSchema = listOf(commissionSchema);
export const taskTypeListSchema = listOf(taskTypeSchema);
export const ageBandListSchema = listOf(ageBandSchema);
export const termsListSchema = listOf(termsSchema);
