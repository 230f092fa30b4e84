import { z } from 'zod';

/** A JSON Schema as the OpenAPI document carries it. */
export type JsonSchema = Record<string, unknown>;

/** The JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends or receives. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    // Refinements and transforms cannot be written as JSON Schema: the sent shape is described.
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}
