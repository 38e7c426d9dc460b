import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];
type JsonSchema = Record<string, unknown>;

const isNull = (s: unknown) =>
  !!s && typeof s === 'object' && Object.keys(s).length === 1 && (s as JsonSchema).type === 'null';

/**
 * `anyOf: [X, { type: 'null' }]` (how zod writes `.nullable()`) as `type: [X's type, 'null']`.
 * fast-json-stringify serializes an anyOf by running a JSON Schema validator over each
 * branch for every value (a uuid's pattern, a nullable object's properties): the order
 * list's four nullable fields made its serializer 2.4x slower than JSON.stringify on the
 * same page (issue 35). A type list is a `=== null` check then X's own serializer; the
 * output of a value that matches the schema is the same.
 */
export function foldNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(foldNullables);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = foldNullables(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.find((b) => !isNull(b)) as JsonSchema | undefined;
    if (
      other &&
      branches.some(isNull) &&
      typeof other.type === 'string' &&
      other.type !== 'null' &&
      !('$ref' in other) &&
      !('anyOf' in other) &&
      !('oneOf' in other)
    ) {
      const { anyOf: _anyOf, ...siblings } = out;
      return { ...siblings, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * Responses are written by a serializer compiled once per route from its zod response
 * schema (zod -> JSON Schema -> fast-json-stringify): several times faster than validating
 * every answer with zod and JSON.stringify-ing it. Unknown properties are dropped, as zod
 * would. A schema JSON Schema cannot express (transforms, custom checks) keeps zod's way.
 *
 * The answer leaves as UTF-8 bytes, not as the string. fast-json-stringify builds its
 * string piece by piece, and Fastify then reads such a string twice: once for the
 * Content-Length (Buffer.byteLength, which must first copy the pieces into one string),
 * once to write it. Encoded here once, the length is the buffer's and the write copies
 * nothing: an orders page of 50 rows went from 190 to 113 µs (issue 35; JSON.stringify
 * then both reads, the lists' floor: 144 µs).
 */
export function compiledSerializerCompiler(input: CompilerInput) {
  const schema = input.schema as z.ZodType;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    const serialize = fastJson(foldNullables(json) as Parameters<typeof fastJson>[0]) as (
      data: unknown,
    ) => string;
    // Fastify's types say a serializer returns a string; it sends a Buffer as it is (onSendEnd).
    return ((data: unknown) => Buffer.from(serialize(data))) as unknown as typeof serialize;
  } catch {
    return zodSerializerCompiler(input);
  }
}

/**
 * For a route whose handler builds its answer field by field in a view typed by the
 * contract (an object literal, so TypeScript refuses a field the type lacks): JSON.stringify.
 * The compiled serializer's string is built piece by piece and must be flattened before it
 * is encoded; JSON.stringify writes one flat string. On the orders page (50 rows, Arabic
 * names) the API's CPU per request fell from 1.37-1.49x the lists' floor to 1.27-1.28x
 * (bench/cpu-per-request.mjs, four rounds each, in turn; issue 35), though a loop of the
 * two in one process ranks them the other way.
 *
 * What the compiled serializer enforces (only the schema's fields leave) is then checked,
 * not enforced: under the tests (VITEST), each answer is also written by the compiled
 * serializer and a difference fails the request, naming the first field that differs.
 */
export function viewSerializerCompiler(input: { schema: unknown; method: string; url: string }) {
  const fast = (data: unknown) => JSON.stringify(data);
  if (!process.env.VITEST) return fast;
  const compiled = compiledSerializerCompiler(input as CompilerInput) as (
    data: unknown,
  ) => Buffer | string;
  return (data: unknown) => {
    const out = fast(data);
    const path = firstDifference(JSON.parse(out), JSON.parse(compiled(data).toString()));
    if (path !== null)
      throw new Error(
        `${input.method} ${input.url}: the answer differs from its response schema at "${path}"`,
      );
    return out;
  };
}

/** The first path where two JSON values differ ('' for the root), or null when they are equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return path;
  if (Array.isArray(a) !== Array.isArray(b)) return path;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (found !== null) return found;
  }
  return null;
}
