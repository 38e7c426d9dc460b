import type { Import, ImportRowAction } from '@sp/contracts/api';
import type { JobRow } from '../../kernel/jobs';
import type { ImportRow } from './repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toImport(imp: ImportRow, job: JobRow | null, fullName: string | null): Import {
  const live = job && (job.state === 'queued' || job.state === 'running') && imp.phase;
  return {
    id: imp.id,
    kind: imp.kind,
    status: imp.status,
    fileName: imp.fileName,
    fileType: imp.fileType,
    fileSize: imp.fileSize,
    storeId: imp.storeId,
    sheet: imp.sheet,
    sheets: imp.sheets,
    headers: imp.headers,
    mapping: imp.mapping,
    counts: imp.counts,
    jobId: imp.jobId,
    progress: live
      ? { phase: imp.phase, done: job.progressDone, total: job.progressTotal }
      : { phase: null, done: 0, total: null },
    skipErrors: imp.skipErrors,
    error: imp.errorCode ? { code: imp.errorCode, message: imp.errorMessage ?? '' } : null,
    createdBy: imp.createdBy && fullName ? { id: imp.createdBy, fullName } : null,
    createdAt: imp.createdAt.toISOString(),
    committedAt: iso(imp.committedAt),
  };
}

/** A staged row as the preview shows it: the mapped cells as read (what the user recognises). */
export function previewValues(imp: ImportRow, raw: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, header] of Object.entries(imp.mapping)) {
    const i = header ? imp.headers.indexOf(header) : -1;
    if (i >= 0) values[field] = (raw[i] ?? '').trim();
  }
  return values;
}

export type PreviewRow = {
  rowNumber: number;
  action: ImportRowAction;
  values: Record<string, unknown>;
};
