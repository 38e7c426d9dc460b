import {
  importKindSubject,
  importLimits,
  type ImportDetail,
  type ImportKind,
  type ImportMappingBody,
} from '@sp/contracts/api';
import { AppError, forbidden, notFound } from '../../kernel/errors';
import { enqueueJob, wakeJobWorkers } from '../../kernel/jobs';
import type { AuthContext, Deps } from '../../kernel/types';
import { detectFileType } from './files/file-type';
import { assertZipShape } from './files/zip-guard';
import { kindAdapter } from './kinds';
import {
  importWithJob,
  insertImport,
  listImports,
  saveMapping,
  updateImport,
  updateImportFrom,
} from './repository';
import { previewRows, rowErrors } from './staging';
import { previewValues, toImport } from './views';

export const ANALYSE_JOB = 'imports.analyse';
export const COMMIT_JOB = 'imports.commit';

const tenantKindOf = (kind: ImportKind) => (kind === 'leads' ? 'agency' : 'marketplace');

/** The kind exists for this tenant and the caller may create its records (else 404 / 403). */
export function assertMayImport(auth: AuthContext, kind: ImportKind) {
  if (auth.tenant.kind !== tenantKindOf(kind)) throw notFound('Import kind');
  if (!auth.ability.can('create', importKindSubject[kind])) throw forbidden();
}

/** Another tenant's import is 404; an agent sees only their own imports. */
async function loadOwn(deps: Deps, auth: AuthContext, id: string) {
  const found = await importWithJob(deps.db, auth.tenant.id, id);
  if (!found || (auth.user.role === 'agent' && found.imp.createdBy !== auth.user.id))
    throw notFound('Import');
  return found;
}

export interface Upload {
  kind: ImportKind;
  fileName: string;
  data: Buffer;
}

/** Checks what can be checked at once (empty, type, NUL in a CSV, zip directory), stores the file and queues its analysis. */
export async function createImport(deps: Deps, auth: AuthContext, upload: Upload) {
  assertMayImport(auth, upload.kind);
  const kind = kindAdapter(upload.kind);
  if (!kind) throw notFound('Import kind');
  if (upload.data.length > importLimits.maxBytes)
    throw new AppError(413, 'import_file_too_large', 'The file is larger than 50 MB');
  const fileType = detectFileType(upload.data);
  if (!kind.fileTypes.includes(fileType)) {
    throw new AppError(
      400,
      'import_file_type',
      `This import takes ${kind.fileTypes.join(', ').toUpperCase()} files`,
    );
  }
  // Headers only here (cheap); the parts are inflated, capped, in the parser's worker.
  if (fileType === 'xlsx') assertZipShape(upload.data, importLimits.maxUnzippedBytes);
  const storeId = auth.storeId ?? (auth.storeIds.length === 1 ? auth.storeIds[0]! : null);
  if (kind.needsStore && !storeId)
    throw new AppError(400, 'import_store_required', 'Choose the store these rows belong to');
  const created = await deps.db.transaction(async (tx) => {
    const imp = await insertImport(
      tx,
      {
        tenantId: auth.tenant.id,
        storeId,
        scopeStoreIds: storeId ? [storeId] : auth.storeIds,
        kind: upload.kind,
        fileName: upload.fileName.slice(0, 200),
        fileType,
        fileSize: upload.data.length,
        createdBy: auth.user.id,
        phase: 'analyse',
      },
      upload.data,
    );
    const job = await enqueueJob(tx, {
      tenantId: auth.tenant.id,
      kind: ANALYSE_JOB,
      payload: { importId: imp.id },
      createdBy: auth.user.id,
    });
    await updateImport(tx, imp.id, { jobId: job.id });
    return { id: imp.id };
  });
  wakeJobWorkers(ANALYSE_JOB);
  return created;
}

export async function getImportDetail(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<ImportDetail> {
  const { imp, job, fullName } = await loadOwn(deps, auth, id);
  const ready = imp.status !== 'analysing';
  const [rows, errors] = ready
    ? await Promise.all([previewRows(deps.db, id, 20), rowErrors(deps.db, id, 500)])
    : [[], []];
  return {
    ...toImport(imp, job, fullName),
    preview: rows.map((r) => ({
      rowNumber: r.rowNumber,
      action: r.action,
      values: previewValues(imp, r.raw),
    })),
    errors,
  };
}

export async function listKindImports(
  deps: Deps,
  auth: AuthContext,
  q: { kind: ImportKind; page: number; pageSize: number },
) {
  assertMayImport(auth, q.kind);
  const createdBy = auth.user.role === 'agent' ? auth.user.id : undefined;
  const { items, total } = await listImports(deps.db, {
    tenantId: auth.tenant.id,
    ...q,
    createdBy,
  });
  return {
    items: items.map((r) => toImport(r.imp, r.job, r.fullName)),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A new mapping (or sheet) means a new analysis of the same file. */
export async function changeMapping(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: ImportMappingBody,
) {
  const { imp } = await loadOwn(deps, auth, id);
  if (imp.status !== 'ready' && imp.status !== 'failed')
    throw new AppError(409, 'import_not_ready', 'This import is not waiting for a mapping');
  const unknown = Object.entries(body.mapping).filter(
    ([, h]) => h && imp.headers.length && !imp.headers.includes(h),
  );
  if (unknown.length && !body.sheet)
    throw new AppError(
      400,
      'import_mapping_invalid',
      `No column named ${unknown.map(([, h]) => h).join(', ')}`,
    );
  await deps.db.transaction(async (tx) => {
    if (body.saveAs)
      await saveMapping(tx, {
        tenantId: auth.tenant.id,
        kind: imp.kind,
        name: body.saveAs,
        mapping: body.mapping,
      });
    const job = await enqueueJob(tx, {
      tenantId: auth.tenant.id,
      kind: ANALYSE_JOB,
      payload: { importId: id },
      createdBy: auth.user.id,
    });
    await updateImport(tx, id, {
      mapping: body.mapping,
      ...(body.sheet ? { sheet: body.sheet } : {}),
      status: 'analysing',
      phase: 'analyse',
      jobId: job.id,
      errorCode: null,
      errorMessage: null,
    });
  });
  wakeJobWorkers(ANALYSE_JOB);
  return { id };
}

/** All or nothing; rows in error only leave the file when the user says so. */
export async function startCommit(deps: Deps, auth: AuthContext, id: string, skipErrors: boolean) {
  const { imp } = await loadOwn(deps, auth, id);
  if (imp.status !== 'ready' || (imp.errorCode && imp.errorCode !== 'import_commit_failed')) {
    throw new AppError(
      409,
      'import_not_ready',
      imp.status === 'committed'
        ? 'This file is already imported'
        : 'This import is not ready to commit',
    );
  }
  // Counted when the analysis ended: the staged rows do not change after it (a 100,000-row
  // file took 0.2 s to count again, on the commit's clock).
  const counts = imp.counts;
  if (counts.error > 0 && !skipErrors) {
    throw new AppError(
      409,
      'import_has_errors',
      `${counts.error} rows have errors: fix them, or skip them explicitly`,
    );
  }
  await deps.db.transaction(async (tx) => {
    const job = await enqueueJob(tx, {
      tenantId: auth.tenant.id,
      kind: COMMIT_JOB,
      payload: { importId: id, tenantSlug: auth.tenant.slug },
      createdBy: auth.user.id,
    });
    // Only from ready: a second click, or the sweep that expired it meanwhile, leaves it alone.
    const started = await updateImportFrom(tx, id, 'ready', {
      status: 'committing',
      phase: 'commit',
      jobId: job.id,
      skipErrors,
      errorCode: null,
      errorMessage: null,
    });
    if (!started) throw new AppError(409, 'import_not_ready', 'This import is not ready to commit');
  });
  wakeJobWorkers(COMMIT_JOB);
  return { id };
}

export { loadOwn as loadOwnImport };
