import { emailSchema, leadSources } from '@sp/contracts/api';
import { RowCheck, type ImportKindAdapter, type StagedRow } from '../imports';
import {
  leadImportLookups,
  leadKey,
  leadsByKey,
  markInFileDuplicates,
  storeImportedLeads,
  type LeadImportRow,
} from './lead-import';

type Lookups = Awaited<ReturnType<typeof leadImportLookups>>;
// What fairs and web forms write in a "source" column, to the CRM's sources.
const SOURCE_WORDS: Record<string, (typeof leadSources)[number]> = {
  salon: 'fair',
  'salon étudiant': 'fair',
  معرض: 'fair',
  site: 'website',
  web: 'website',
  'site web': 'website',
  الموقع: 'website',
  parrainage: 'referral',
  recommandation: 'referral',
  'réseaux sociaux': 'social',
  facebook: 'social',
  instagram: 'social',
  tiktok: 'social',
  agence: 'walk_in',
  'walk-in': 'walk_in',
  'sous-agence': 'sub_agency',
  autre: 'other',
};
const FIELDS = [
  'fullName',
  'email',
  'phone',
  'nationality',
  'destinationId',
  'programmeId',
  'intake',
  'source',
] as const;

/** Leads from a fair's or a partner's list: natural key e-mail, else phone; known leads are updated, never duplicated. */
export const leadsKind: ImportKindAdapter = {
  kind: 'leads',
  fileTypes: ['csv', 'xlsx'],
  needsStore: false,
  uniqueKey: true,
  prepare: (db, imp) => leadImportLookups(db, imp.tenantId),

  async analyse(rows, ctx) {
    const lookups = ctx.state as Lookups;
    const checked = rows.map((row) => {
      const c = new RowCheck(row.values);
      const fullName = c.text('fullName', { required: true, max: 160, display: true }) ?? '';
      const rawEmail = c.text('email', { max: 254 }) ?? '';
      const email = rawEmail
        ? (emailSchema.safeParse(rawEmail).data ??
          c.fail('email', 'invalid_email', `Not an e-mail address: ${rawEmail}`, {
            value: rawEmail,
          }))
        : null;
      const phone = c.text('phone', { max: 40 }) || null;
      if (!rawEmail && !phone) c.fail(null, 'contact_required', 'An e-mail or a phone is required');
      const programmeName = c.text('programme') ?? '';
      const programme = programmeName
        ? lookups.programmes.get(programmeName.toLowerCase())
        : undefined;
      if (programmeName && !programme)
        c.fail('programme', 'unknown_programme', `Unknown programme: ${programmeName}`, {
          value: programmeName,
        });
      const destinationName = c.text('destination') ?? '';
      const destinationId =
        programme?.destinationId ??
        (destinationName ? lookups.destinations.get(destinationName.toLowerCase()) : undefined) ??
        null;
      if (destinationName && !destinationId)
        c.fail('destination', 'unknown_destination', `Unknown destination: ${destinationName}`, {
          value: destinationName,
        });
      const sourceText = (c.values.source ?? '').toLowerCase();
      const source = !sourceText
        ? 'fair'
        : (leadSources as readonly string[]).includes(sourceText)
          ? (sourceText as LeadImportRow['source'])
          : SOURCE_WORDS[sourceText];
      if (!source)
        c.fail('source', 'invalid_choice', `source must be one of ${leadSources.join(', ')}`, {
          allowed: leadSources.join(', '),
        });
      const data: LeadImportRow = {
        fullName,
        email: email || null,
        phone,
        nationality: c.text('nationality', { max: 80 }) ?? '',
        destinationId,
        programmeId: programme?.id ?? null,
        intake: c.text('intake', { max: 40 }) || null,
        source: source ?? 'other',
        notes: c.text('notes', { max: 4000 }) ?? '',
      };
      return { row, data, issues: c.issues };
    });
    const ok = checked.filter((x) => !x.issues.length).map((x) => x.data);
    const stored = await leadsByKey(
      ctx.db,
      ctx.imp.tenantId,
      ok.flatMap((d) => (d.email ? [d.email] : [])),
      ok.flatMap((d) => (!d.email && d.phone ? [d.phone] : [])),
    );
    // Two rows of the file with one e-mail or phone: the later is flagged a possible duplicate, as a match with an open lead is.
    const marked = markInFileDuplicates(
      checked.map(({ row, data, issues }) => ({
        rowNumber: row.rowNumber,
        naturalKey: leadKey(data.email, data.phone),
        data: issues.length ? null : data,
      })),
    );
    return checked.map(({ row, data: read, issues }, i): StagedRow => {
      const { naturalKey, data: markedData } = marked[i]!;
      const data = markedData ?? read;
      const base = { rowNumber: row.rowNumber, raw: row.raw, naturalKey };
      if (issues.length) return { ...base, data: null, action: 'error', errors: issues };
      if (data.inFile?.newLead)
        return {
          ...base,
          data: data as unknown as Record<string, unknown>,
          action: 'new',
          errors: null,
        };
      const lead = stored.get(base.naturalKey ?? '');
      const same =
        lead &&
        FIELDS.every((k) =>
          k === 'email'
            ? (lead.email ?? '').toLowerCase() === (data.email ?? '').toLowerCase()
            : (lead[k] ?? null) === (data[k] || null) || (lead[k] ?? '') === data[k],
        );
      return {
        ...base,
        data: data as unknown as Record<string, unknown>,
        action: !lead ? 'new' : same ? 'unchanged' : 'update',
        errors: null,
      };
    });
  },

  async commit(rows, ctx) {
    await storeImportedLeads(
      ctx.tx,
      ctx.imp.tenantId,
      ctx.userId,
      rows.map((r) => r.data as unknown as LeadImportRow),
    );
  },
};
