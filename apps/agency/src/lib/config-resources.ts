import * as c from '@sp/contracts/api';
import type { z } from 'zod';

export type FieldKind =
  | 'names'
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'percent'
  | 'select'
  | 'checkbox'
  | 'list'
  | 'date'
  | 'destination'
  | 'programme'
  | 'subAgency';
export interface ConfigField {
  name: string;
  kind: FieldKind;
  /** For select: the values, labelled by `<resource>.options.<name>.<value>`. */
  options?: readonly string[];
  optional?: boolean;
}
export interface ConfigColumn {
  name: string;
  kind?: 'money' | 'percent' | 'bool' | 'option' | 'list';
  sortable?: boolean;
}
export interface ConfigResource {
  id: string;
  /** The API resource, /api/<resource>. */
  resource: string;
  titleKey: string;
  schema: z.ZodType;
  fields: ConfigField[];
  columns: ConfigColumn[];
  /** The parent filter offered above the list. */
  parent?: 'destinationId' | 'programmeId';
  defaults: Record<string, unknown>;
}

/**
 * The configuration pages, described once each: the one generic list + form page
 * (components/config-page) renders all of them.
 */
export const configResources: ConfigResource[] = [
  {
    id: 'destinations',
    resource: 'destinations',
    titleKey: 'title.destinations',
    schema: c.destinationBodySchema,
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'names', kind: 'names' },
      { name: 'country', kind: 'text' },
      { name: 'currency', kind: 'text' },
      { name: 'visaNotes', kind: 'textarea', optional: true },
      { name: 'active', kind: 'checkbox' },
    ],
    columns: [
      { name: 'name', sortable: true },
      { name: 'country' },
      { name: 'currency' },
      { name: 'visaNotes' },
      { name: 'active', kind: 'bool' },
    ],
    defaults: {
      name: '',
      names: { fr: '', ar: '' },
      country: '',
      currency: '',
      visaNotes: '',
      active: true,
    },
  },
  {
    id: 'programmes',
    resource: 'programmes',
    titleKey: 'title.programmes',
    schema: c.programmeBodySchema,
    parent: 'destinationId',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'names', kind: 'names' },
      { name: 'institution', kind: 'text' },
      { name: 'destinationId', kind: 'destination' },
      { name: 'level', kind: 'select', options: c.programmeLevels },
      { name: 'intakes', kind: 'list' },
      { name: 'durationMonths', kind: 'number' },
      { name: 'tuition', kind: 'money' },
      { name: 'active', kind: 'checkbox' },
    ],
    columns: [
      { name: 'name', sortable: true },
      { name: 'institution' },
      { name: 'destinationName' },
      { name: 'level', kind: 'option' },
      { name: 'intakes', kind: 'list' },
      { name: 'durationMonths' },
      { name: 'tuition', kind: 'money' },
    ],
    defaults: {
      name: '',
      names: { fr: '', ar: '' },
      institution: '',
      destinationId: '',
      level: 'bachelor',
      intakes: '',
      durationMonths: '12',
      tuition: '',
      active: true,
    },
  },
  {
    id: 'costComponents',
    resource: 'cost-components',
    titleKey: 'title.costComponents',
    schema: c.costComponentBodySchema,
    parent: 'programmeId',
    fields: [
      { name: 'programmeId', kind: 'programme' },
      { name: 'name', kind: 'text' },
      { name: 'names', kind: 'names' },
      { name: 'kind', kind: 'select', options: c.costKinds },
      { name: 'amount', kind: 'money' },
      { name: 'frequency', kind: 'select', options: c.costFrequencies },
    ],
    columns: [
      { name: 'programmeName' },
      { name: 'name', sortable: true },
      { name: 'kind', kind: 'option' },
      { name: 'amount', kind: 'money' },
      { name: 'frequency', kind: 'option' },
    ],
    defaults: {
      programmeId: '',
      name: '',
      names: { fr: '', ar: '' },
      kind: 'tuition',
      amount: '',
      frequency: 'one_off',
    },
  },
  {
    id: 'paymentSchedules',
    resource: 'payment-schedules',
    titleKey: 'title.paymentSchedules',
    schema: c.paymentScheduleBodySchema,
    parent: 'programmeId',
    fields: [
      { name: 'programmeId', kind: 'programme' },
      { name: 'label', kind: 'text' },
      { name: 'names', kind: 'names' },
      { name: 'sharePercent', kind: 'percent', optional: true },
      { name: 'amount', kind: 'money', optional: true },
      { name: 'dueDays', kind: 'number' },
      { name: 'position', kind: 'number' },
    ],
    columns: [
      { name: 'programmeName' },
      { name: 'label' },
      { name: 'sharePercent', kind: 'percent' },
      { name: 'amount', kind: 'money' },
      { name: 'dueDays' },
      { name: 'position', sortable: true },
    ],
    defaults: {
      programmeId: '',
      label: '',
      names: { fr: '', ar: '' },
      sharePercent: '',
      amount: '',
      dueDays: '0',
      position: '1',
    },
  },
  {
    id: 'programConditions',
    resource: 'programme-conditions',
    titleKey: 'title.programConditions',
    schema: c.programmeConditionBodySchema,
    parent: 'programmeId',
    fields: [
      { name: 'programmeId', kind: 'programme' },
      { name: 'kind', kind: 'select', options: c.conditionKinds },
      { name: 'label', kind: 'text' },
      { name: 'value', kind: 'text', optional: true },
    ],
    columns: [
      { name: 'programmeName' },
      { name: 'kind', kind: 'option' },
      { name: 'label', sortable: true },
      { name: 'value' },
    ],
    defaults: { programmeId: '', kind: 'document', label: '', value: '' },
  },
  {
    id: 'commission',
    resource: 'commissions',
    titleKey: 'title.commission',
    schema: c.commissionBodySchema,
    parent: 'programmeId',
    fields: [
      { name: 'programmeId', kind: 'programme' },
      { name: 'subAgencyId', kind: 'subAgency', optional: true },
      { name: 'kind', kind: 'select', options: c.commissionKinds },
      { name: 'ratePercent', kind: 'percent', optional: true },
      { name: 'amount', kind: 'money', optional: true },
      { name: 'subAgencySharePercent', kind: 'percent', optional: true },
      { name: 'validFrom', kind: 'date' },
      { name: 'validTo', kind: 'date', optional: true },
    ],
    columns: [
      { name: 'programmeName' },
      { name: 'subAgencyName' },
      { name: 'kind', kind: 'option' },
      { name: 'ratePercent', kind: 'percent' },
      { name: 'amount', kind: 'money' },
      { name: 'subAgencySharePercent', kind: 'percent' },
      { name: 'validFrom', sortable: true },
      { name: 'validTo' },
    ],
    defaults: {
      programmeId: '',
      subAgencyId: '',
      kind: 'rate',
      ratePercent: '',
      amount: '',
      subAgencySharePercent: '',
      validFrom: new Date().toISOString().slice(0, 10),
      validTo: '',
    },
  },
  {
    id: 'taskTypes',
    resource: 'task-types',
    titleKey: 'title.taskTypes',
    schema: c.taskTypeBodySchema,
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'defaultDurationMinutes', kind: 'number' },
    ],
    columns: [{ name: 'name', sortable: true }, { name: 'defaultDurationMinutes' }],
    defaults: { name: '', defaultDurationMinutes: '30' },
  },
  {
    id: 'ageDependents',
    resource: 'age-dependents',
    titleKey: 'title.ageDependents',
    schema: c.ageBandBodySchema,
    parent: 'destinationId',
    fields: [
      { name: 'destinationId', kind: 'destination' },
      { name: 'label', kind: 'text' },
      { name: 'names', kind: 'names' },
      { name: 'minAge', kind: 'number' },
      { name: 'maxAge', kind: 'number' },
      { name: 'dependentsAllowed', kind: 'number' },
      { name: 'extraCost', kind: 'money' },
    ],
    columns: [
      { name: 'destinationName' },
      { name: 'label' },
      { name: 'minAge', sortable: true },
      { name: 'maxAge' },
      { name: 'dependentsAllowed' },
      { name: 'extraCost', kind: 'money' },
    ],
    defaults: {
      destinationId: '',
      label: '',
      names: { fr: '', ar: '' },
      minAge: '0',
      maxAge: '17',
      dependentsAllowed: '1',
      extraCost: '',
    },
  },
];

type Names = { fr?: string; ar?: string };
/** The per-language names a quote prints: the ones given, trimmed; an emptied one is dropped (the plain name serves). */
const namesBody = (v: unknown) =>
  Object.fromEntries(
    Object.entries((v ?? {}) as Names)
      .map(([k, x]) => [k, String(x ?? '').trim()])
      .filter(([, x]) => x),
  );

/** Form values (strings from inputs) to the API's body: empty optional fields are null, lists split. */
export function toBody(r: ConfigResource, values: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const f of r.fields) {
    const v = values[f.name];
    if (f.kind === 'checkbox') out[f.name] = !!v;
    else if (f.kind === 'names') out[f.name] = namesBody(v);
    else if (f.kind === 'list')
      out[f.name] = String(v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    else if (v === '' || v === undefined || v === null) out[f.name] = f.optional ? null : '';
    else if (f.kind === 'number' || f.kind === 'percent') out[f.name] = Number(v);
    else out[f.name] = v;
  }
  if (r.id === 'destinations' && out.visaNotes === null) out.visaNotes = '';
  if (r.id === 'programConditions' && out.value === null) out.value = '';
  return out;
}

/** A stored record back to form values. */
export function toValues(r: ConfigResource, item: Record<string, unknown>) {
  return Object.fromEntries(
    r.fields.map((f) => {
      const v = item[f.name];
      if (f.kind === 'checkbox') return [f.name, !!v];
      if (f.kind === 'names')
        return [
          f.name,
          { fr: (v as Names | undefined)?.fr ?? '', ar: (v as Names | undefined)?.ar ?? '' },
        ];
      if (f.kind === 'list') return [f.name, Array.isArray(v) ? v.join(', ') : ''];
      return [f.name, v === null || v === undefined ? '' : String(v)];
    }),
  );
}
