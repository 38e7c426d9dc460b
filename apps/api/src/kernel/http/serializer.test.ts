import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, foldNullables } from './serializer';

const schema = z.object({
  id: z.uuid(),
  agentId: z.uuid().nullable(),
  note: z.string().nullable(),
  returner: z.object({ returned: z.number().int(), codOrders: z.number().int() }).nullable(),
  either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
  tags: z.array(z.string()).optional(),
});
const compiled = compiledSerializerCompiler({ schema } as never) as (d: unknown) => Buffer | string;
// The answer's bytes read back as text (a Buffer: see compiledSerializerCompiler).
const serialize = (d: unknown) => {
  const out = compiled(d);
  expect(Buffer.isBuffer(out)).toBe(true);
  return out.toString('utf8');
};
const id = '6f1c2d2e-1111-4222-8333-444455556666';

describe('compiled serializer', () => {
  it('folds a nullable into a type list and leaves other unions alone', () => {
    const json = foldNullables(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as {
      properties: Record<string, { type?: unknown; anyOf?: unknown[] }>;
    };
    expect(json.properties.agentId!.type).toEqual(['string', 'null']);
    expect(json.properties.returner!.type).toEqual(['object', 'null']);
    expect(json.properties.returner!.anyOf).toBeUndefined();
    expect(json.properties.either!.anyOf).toHaveLength(2);
  });

  it('writes nulls, values and nested objects as JSON.stringify does, dropping unknown keys', () => {
    const values = [
      { id, agentId: null, note: null, returner: null, either: { b: 3 }, tags: [] },
      {
        id,
        agentId: id,
        note: 'a "quoted" note, فاطمة الزهراء — €5',
        returner: { returned: 2, codOrders: 5 },
        either: { a: 'x' },
      },
    ];
    for (const v of values) expect(serialize({ ...v, extra: 1 })).toBe(JSON.stringify(v));
    expect(serialize({ ...values[1], returner: { returned: 1, codOrders: 2, more: 3 } })).toBe(
      JSON.stringify({ ...values[1], returner: { returned: 1, codOrders: 2 } }),
    );
  });
});
