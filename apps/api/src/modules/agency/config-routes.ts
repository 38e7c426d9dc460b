import type { FastifyInstance } from 'fastify';
import * as c from '@sp/contracts/api';
import { fromMinor, toMinor } from '../../kernel/money';
import { iso } from '../users';
import { configRoutes, type ConfigResource } from './config-resource';
import type { Lookups } from './lookups';
import { checkScheduleLine, type ScheduleLine } from './schedule-rules';
import * as tb from './tables';

// Percentages travel as numbers (12.5) and are stored as basis points (1250): exact integers.
export const toBp = (percent: number | null) =>
  percent === null ? null : Math.round(percent * 100);
export const fromBp = (bp: number | null) => (bp === null ? null : bp / 100);
const money = (minor: number | null) => (minor === null ? null : fromMinor(minor));
const optMinor = (amount: string | null) => (amount === null ? null : toMinor(amount));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRow = any;
const common = (row: AnyRow) => ({ id: row.id, createdAt: iso(row.createdAt) });
const programmeNames = (row: AnyRow, l: Lookups) => ({
  programmeName: l.programmes.get(row.programmeId)?.name ?? '',
  currency: l.currencyOf(row.programmeId) ?? '',
});
const destinationNames = (row: AnyRow, l: Lookups) => {
  const d = l.destinations.get(row.destinationId);
  return { destinationName: d?.name ?? '', currency: d?.currency ?? '' };
};

type Body<S> = S extends { _output: infer O } ? O : never;
const resource = <S>(r: ConfigResource<Body<S>> & { body: S }) =>
  r as unknown as ConfigResource<unknown>;

/** The configuration resources and their URL prefixes (terms are versioned: see terms-routes). */
export const configResources: [string, ConfigResource<unknown>][] = [
  [
    '/destinations',
    resource({
      recordType: 'Destination',
      table: tb.agencyDestinations,
      body: c.destinationBodySchema,
      patch: c.destinationPatchSchema,
      item: c.destinationSchema,
      list: c.destinationListSchema,
      nameColumn: tb.agencyDestinations.name,
      searchColumns: [tb.agencyDestinations.name, tb.agencyDestinations.country],
      toItem: (r: AnyRow) => ({
        ...common(r),
        country: r.country,
        name: r.name,
        names: r.names ?? {},
        currency: r.currency,
        visaNotes: r.visaNotes,
        active: r.active,
      }),
      toColumns: (b) => b,
    }),
  ],
  [
    '/programmes',
    resource({
      recordType: 'Programme',
      table: tb.agencyProgrammes,
      body: c.programmeBodySchema,
      patch: c.programmePatchSchema,
      item: c.programmeSchema,
      list: c.programmeListSchema,
      nameColumn: tb.agencyProgrammes.name,
      searchColumns: [tb.agencyProgrammes.name, tb.agencyProgrammes.institution],
      parent: { destinationId: tb.agencyProgrammes.destinationId },
      toItem: (r: AnyRow, l) => ({
        ...common(r),
        ...destinationNames(r, l),
        destinationId: r.destinationId,
        name: r.name,
        names: r.names ?? {},
        institution: r.institution,
        level: r.level,
        intakes: r.intakes,
        durationMonths: r.durationMonths,
        tuition: fromMinor(r.tuitionMinor),
        active: r.active,
      }),
      toColumns: ({ tuition, intakes, ...b }) => ({
        ...b,
        intakes: [...new Set(intakes)].sort(),
        tuitionMinor: toMinor(tuition),
      }),
    }),
  ],
  [
    '/cost-components',
    resource({
      recordType: 'CostComponent',
      table: tb.agencyCostComponents,
      body: c.costComponentBodySchema,
      patch: c.costComponentPatchSchema,
      item: c.costComponentSchema,
      list: c.costComponentListSchema,
      nameColumn: tb.agencyCostComponents.name,
      searchColumns: [tb.agencyCostComponents.name],
      parent: { programmeId: tb.agencyCostComponents.programmeId },
      toItem: (r: AnyRow, l) => ({
        ...common(r),
        ...programmeNames(r, l),
        programmeId: r.programmeId,
        name: r.name,
        names: r.names ?? {},
        kind: r.kind,
        amount: fromMinor(r.amountMinor),
        frequency: r.frequency,
      }),
      toColumns: ({ amount, ...b }) => ({ ...b, amountMinor: toMinor(amount) }),
    }),
  ],
  [
    '/payment-schedules',
    resource({
      recordType: 'PaymentSchedule',
      table: tb.agencyPaymentSchedules,
      body: c.paymentScheduleBodySchema,
      patch: c.paymentSchedulePatchSchema,
      item: c.paymentScheduleSchema,
      list: c.paymentScheduleListSchema,
      nameColumn: tb.agencyPaymentSchedules.position,
      searchColumns: [tb.agencyPaymentSchedules.label],
      parent: { programmeId: tb.agencyPaymentSchedules.programmeId },
      toItem: (r: AnyRow, l) => ({
        ...common(r),
        programmeId: r.programmeId,
        programmeName: l.programmes.get(r.programmeId)?.name ?? '',
        label: r.label,
        names: r.names ?? {},
        sharePercent: fromBp(r.shareBp),
        amount: money(r.amountMinor),
        dueDays: r.dueDays,
        position: r.position,
      }),
      toColumns: ({ sharePercent, amount, ...b }) => ({
        ...b,
        shareBp: toBp(sharePercent),
        amountMinor: optMinor(amount),
      }),
      validate: (db, tenantId, columns, id) =>
        checkScheduleLine(db, tenantId, columns as unknown as ScheduleLine, id),
    }),
  ],
  [
    '/programme-conditions',
    resource({
      recordType: 'ProgrammeCondition',
      table: tb.agencyProgrammeConditions,
      body: c.programmeConditionBodySchema,
      patch: c.programmeConditionPatchSchema,
      item: c.programmeConditionSchema,
      list: c.programmeConditionListSchema,
      nameColumn: tb.agencyProgrammeConditions.label,
      searchColumns: [tb.agencyProgrammeConditions.label, tb.agencyProgrammeConditions.value],
      parent: { programmeId: tb.agencyProgrammeConditions.programmeId },
      toItem: (r: AnyRow, l) => ({
        ...common(r),
        programmeId: r.programmeId,
        programmeName: l.programmes.get(r.programmeId)?.name ?? '',
        kind: r.kind,
        label: r.label,
        value: r.value,
      }),
      toColumns: (b) => b,
    }),
  ],
  [
    '/commissions',
    resource({
      recordType: 'Commission',
      table: tb.agencyCommissions,
      body: c.commissionBodySchema,
      patch: c.commissionPatchSchema,
      item: c.commissionSchema,
      list: c.commissionListSchema,
      nameColumn: tb.agencyCommissions.validFrom,
      searchColumns: [tb.agencyCommissions.kind],
      parent: { programmeId: tb.agencyCommissions.programmeId },
      toItem: (r: AnyRow, l) => ({
        ...common(r),
        ...programmeNames(r, l),
        programmeId: r.programmeId,
        subAgencyId: r.subAgencyId,
        subAgencyName: r.subAgencyId ? (l.subAgencies.get(r.subAgencyId)?.name ?? null) : null,
        kind: r.kind,
        ratePercent: fromBp(r.rateBp),
        amount: money(r.amountMinor),
        subAgencySharePercent: fromBp(r.subAgencyShareBp),
        validFrom: r.validFrom,
        validTo: r.validTo,
      }),
      toColumns: ({ ratePercent, amount, subAgencySharePercent, ...b }) => ({
        ...b,
        rateBp: b.kind === 'rate' ? toBp(ratePercent) : null,
        amountMinor: b.kind === 'fixed' ? optMinor(amount) : null,
        subAgencyShareBp: toBp(subAgencySharePercent),
      }),
    }),
  ],
  [
    '/task-types',
    resource({
      recordType: 'TaskType',
      table: tb.agencyTaskTypes,
      body: c.taskTypeBodySchema,
      patch: c.taskTypePatchSchema,
      item: c.taskTypeSchema,
      list: c.taskTypeListSchema,
      nameColumn: tb.agencyTaskTypes.name,
      searchColumns: [tb.agencyTaskTypes.name],
      toItem: (r: AnyRow) => ({
        ...common(r),
        name: r.name,
        defaultDurationMinutes: r.defaultDurationMinutes,
      }),
      toColumns: (b) => b,
    }),
  ],
  [
    '/age-dependents',
    resource({
      recordType: 'AgeBand',
      table: tb.agencyAgeBands,
      body: c.ageBandBodySchema,
      patch: c.ageBandPatchSchema,
      item: c.ageBandSchema,
      list: c.ageBandListSchema,
      nameColumn: tb.agencyAgeBands.minAge,
      searchColumns: [tb.agencyAgeBands.label],
      parent: { destinationId: tb.agencyAgeBands.destinationId },
      toItem: (r: AnyRow, l) => ({
        ...common(r),
        ...destinationNames(r, l),
        destinationId: r.destinationId,
        label: r.label,
        names: r.names ?? {},
        minAge: r.minAge,
        maxAge: r.maxAge,
        dependentsAllowed: r.dependentsAllowed,
        extraCost: fromMinor(r.extraCostMinor),
      }),
      toColumns: ({ extraCost, ...b }) => ({ ...b, extraCostMinor: toMinor(extraCost) }),
    }),
  ],
];

export async function registerConfigRoutes(app: FastifyInstance) {
  for (const [prefix, r] of configResources) await app.register(configRoutes(r), { prefix });
}
