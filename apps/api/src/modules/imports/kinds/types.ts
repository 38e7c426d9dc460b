import type { ImportFileType, ImportKind, ImportRowAction } from '@sp/contracts/api';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../kernel/db/client';
import type { ImportRow } from '../repository';

export interface RowIssue {
  /** The kind's field key the problem is about (null: the row as a whole). */
  column: string | null;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * A file row as it will be stored: `data` for the kind's commit (its own JSON: an object,
 * or a tuple when the rows are many), `key` its natural key.
 */
export interface StagedRow {
  rowNumber: number;
  raw: string[];
  data: Record<string, unknown> | unknown[] | null;
  naturalKey: string | null;
  action: ImportRowAction;
  errors: RowIssue[] | null;
}

/** What a commit reads back of a staged row (not the file's raw cells nor the checks' errors). */
export type RowToStore = Pick<StagedRow, 'rowNumber' | 'data' | 'naturalKey' | 'action'>;

export interface MappedRow {
  rowNumber: number;
  raw: string[];
  /** Field key -> trimmed cell text ('' when empty or unmapped). */
  values: Record<string, string>;
}

export interface KindContext {
  db: Db;
  imp: ImportRow;
  /** Whatever prepare() returned, handed to every batch (lookups built once per file). */
  state: unknown;
}

export interface CommitContext {
  tx: Tx;
  imp: ImportRow;
  userId: string | null;
  /** Document numbers (ATL-000123) are prefixed from it. */
  tenantSlug: string;
  /** Whatever prepareCommit() returned, handed to every page (lookups made once per commit). */
  state: unknown;
  /**
   * Writes a kind sent in the transaction without awaiting them: the commit awaits them all
   * before it records the import committed (a failure rolls everything back), so the kind
   * may return and be handed its next page while the database still writes this one.
   */
  defer(writes: Promise<void>): void;
}

/** One import kind: how its rows are checked, classified by natural key, and stored. */
export interface ImportKindAdapter {
  kind: ImportKind;
  fileTypes: ImportFileType[];
  /** Rows go to one store: the upload must name it (X-Store-ID). */
  needsStore: boolean;
  /** Each natural key at most once per file (later duplicates are errors); false when rows group (order lines). */
  uniqueKey: boolean;
  prepare?(db: Db, imp: ImportRow): Promise<unknown>;
  /** Checks a batch (about 1,000 rows) and decides new / update / unchanged against what is stored. */
  analyse(rows: MappedRow[], ctx: KindContext): Promise<StagedRow[]>;
  /** After every row is staged: rules across rows (e.g. an order with one bad line is in error whole). */
  finish?(db: Db, imp: ImportRow): Promise<void>;
  /** Before the commit's first page, in its transaction: what every page's commit() shares. */
  prepareCommit?(tx: Tx, imp: ImportRow): unknown;
  /**
   * The tables a commit of many rows grows: once it is committed, PostgreSQL takes their
   * statistics again (ANALYZE), as autovacuum would only later, if ever (it waits for a
   * tenth of a table to change). Planned without statistics of a store's 33,000 new orders,
   * the next file's lookup of its order numbers read them row by row: 1.1 s a batch of
   * 1,000 rows, against 3 ms after ANALYZE (bench/explain-stale-stats.mjs).
   */
  grows?: PgTable[];
  /** Stores one chunk of new/update rows (never splitting a natural key) inside the commit's transaction. */
  commit(rows: RowToStore[], ctx: CommitContext): Promise<void>;
  /** PDF files: the kind turns pages into staged rows itself. */
  analysePdf?(
    file: Buffer,
    ctx: KindContext,
    progress: (done: number, total: number) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<StagedRow[]>;
}
