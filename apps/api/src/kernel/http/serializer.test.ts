import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compiledSerializerCompiler,
  firstDifference,
  foldNullables,
  viewSerializerCompiler,
} from './serializer';

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

describe('view serializer', () => {
  const list = z.object({ items: z.array(schema), total: z.number().int() });
  const view = viewSerializerCompiler({ schema: list, method: 'GET', url: '/api/things' });
  const item = {
    id,
    agentId: null,
    note: 'فاطمة الزهراء — €5',
    returner: { returned: 1, codOrders: 2 },
    either: { a: 'x' },
    tags: ['vip'],
  };

  it("writes JSON.stringify's text when the answer has exactly the schema's fields", () => {
    const answer = { items: [item, { ...item, note: null, returner: null }], total: 2 };
    expect(view(answer)).toBe(JSON.stringify(answer));
  });

  it('fails the answer under the tests when a view adds a field or a type the schema lacks', () => {
    expect(() => view({ items: [item, { ...item, passwordHash: 'x' }], total: 2 })).toThrow(
      'GET /api/things: the answer differs from its response schema at "items.1.passwordHash"',
    );
    expect(() =>
      view({ items: [{ ...item, returner: { returned: 1, codOrders: 2, more: 3 } }], total: 1 }),
    ).toThrow('at "items.0.returner.more"');
  });

  it('names the first path where two JSON values differ', () => {
    expect(firstDifference({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBeNull();
    expect(firstDifference({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe('a.1.b');
    expect(firstDifference({ a: 1 }, { a: 1, c: null })).toBe('c');
    expect(firstDifference([1], { 0: 1 })).toBe('');
    expect(firstDifference(null, {})).toBe('');
  });
});
