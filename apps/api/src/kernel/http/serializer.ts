import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Responses are written by a serializer compiled once per route from its zod response
 * schema (zod -> JSON Schema -> fast-json-stringify): several times faster than validating
 * every answer with zod and JSON.stringify-ing it. Unknown properties are dropped, as zod
 * would. A schema JSON Schema cannot express (transforms, custom checks) keeps zod's way.
 */
export function compiledSerializerCompiler(input: CompilerInput) {
  const schema = input.schema as z.ZodType;
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return zodSerializerCompiler(input);
  }
}
