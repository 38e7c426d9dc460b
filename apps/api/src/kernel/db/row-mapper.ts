import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** What Drizzle keeps on a prepared select (node-postgres and PGlite alike). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type Decode = ((value: unknown) => unknown) | null;
interface Slot {
  index: number;
  /** The nested object's key (path.length 2), or null for a top-level field. */
  group: string | null;
  key: string;
  decode: Decode;
}

const identity = Column.prototype.mapFromDriverValue;

/** SQL's decoder is internal in Drizzle's types; mapResultRow reads it the same way. */
type Decoder = { mapFromDriverValue(value: unknown): unknown };
const decoderOfSql = (s: unknown) => (s as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decode {
  const decoder: Decoder = is(field, Column)
    ? field
    : is(field, SQL)
      ? decoderOfSql(field)
      : is(field, Subquery)
        ? decoderOfSql(field._.sql)
        : decoderOfSql((field as { sql: unknown }).sql);
  if (decoder.mapFromDriverValue === identity) return null;
  return (value) => decoder.mapFromDriverValue(value);
}

/**
 * The rows of a prepared select mapped as Drizzle's own mapResultRow maps them (nested
 * objects, column decoders, a left-joined table's object null when its row is missing), with
 * the plan worked out once per statement instead of for every cell of every row: Drizzle
 * asks `is(field, Column)`, walks the path and looks up table names per cell, which was a
 * tenth of the users list's CPU (bench/profile.mjs, issue 35). Selections deeper than one
 * level keep Drizzle's mapper.
 */
export function compileRowMapper(query: PreparedSelect): void {
  const { fields, joinsNotNullableMap } = query;
  if (!fields || query.customResultMapper || fields.some((f) => f.path.length > 2)) return;
  const slots: Slot[] = fields.map(({ path, field }, index) => ({
    index,
    group: path.length === 2 ? path[0]! : null,
    key: path[path.length - 1]!,
    decode: decoderOf(field),
  }));
  // Drizzle's rule (mapResultRow): a nested object of columns that all come from one
  // table, not known to be present in the join, is null when its first column is null.
  const nullable: { group: string; firstIndex: number }[] = [];
  if (joinsNotNullableMap) {
    const groups = new Map<string, { table: string | false; firstIndex: number }>();
    fields.forEach(({ path, field }, index) => {
      if (path.length !== 2 || !is(field, Column)) return;
      const table = getTableName(field.table);
      const seen = groups.get(path[0]!);
      if (!seen) groups.set(path[0]!, { table, firstIndex: index });
      else if (seen.table !== table) seen.table = false;
    });
    for (const [group, { table, firstIndex }] of groups)
      if (table !== false && !joinsNotNullableMap[table]) nullable.push({ group, firstIndex });
  }
  const mapRow = buildMapRow(slots, nullable);
  query.customResultMapper = (rows) => rows.map(mapRow);
}

/**
 * The row mapper, compiled from source: an object literal per row (and per
 * nested object) with the statement's keys written out, as fast-json-stringify builds its
 * serializers. Assigning computed keys in a loop made every row a dictionary-like object,
 * built key by key: 80 µs of the orders list's 50 rows (handler-path.mjs, issue 35).
 * The keys enter the source as JSON string literals; the decoders are passed in, not written.
 */
function buildMapRow(
  slots: Slot[],
  nullable: { group: string; firstIndex: number }[],
): (row: unknown[]) => Record<string, unknown> {
  const valueOf = ({ index, decode }: Slot) =>
    decode === null
      ? `row[${index}]`
      : `(row[${index}] === null ? null : d[${index}](row[${index}]))`;
  // Top-level entries in the order Drizzle's mapper first sets them; a group holds its slots.
  const entries = new Map<string, Slot | Slot[]>();
  for (const slot of slots) {
    if (slot.group === null) {
      entries.set(slot.key, slot); // a later field of the same key wins, at the first's place
    } else {
      const group = entries.get(slot.group);
      if (Array.isArray(group)) group.push(slot);
      else entries.set(slot.group, [slot]);
    }
  }
  const nullIf = new Map(nullable.map((n) => [n.group, n.firstIndex]));
  const fields = [...entries].map(([key, entry]) => {
    if (!Array.isArray(entry)) return `${JSON.stringify(key)}: ${valueOf(entry)}`;
    const object = `{ ${entry.map((s) => `${JSON.stringify(s.key)}: ${valueOf(s)}`).join(', ')} }`;
    const first = nullIf.get(key);
    return `${JSON.stringify(key)}: ${first === undefined ? object : `row[${first}] === null ? null : ${object}`}`;
  });
  const decoders = slots.map((s) => s.decode);
  return new Function('d', `return function mapRow(row) { return { ${fields.join(', ')} }; };`)(
    decoders,
  ) as (row: unknown[]) => Record<string, unknown>;
}
