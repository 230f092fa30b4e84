import { z } from 'zod';

const cache = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The same schema with every object strict, however deeply nested: API tests parse replies with
 * it, so a field the contract does not name (a leaked column, a stray id) fails the test.
 */
export function strict<S extends z.ZodType>(schema: S): S {
  const known = cache.get(schema);
  if (known !== undefined) return known as S;
  const made = tighten(schema);
  cache.set(schema, made);
  return made as S;
}

function tighten(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return z.strictObject(
        Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, strict(value)])),
      );
    }
    case 'array':
      return z.array(strict(def.element as z.ZodType));
    case 'optional':
      return strict(def.innerType as z.ZodType).optional();
    case 'nullable':
      return strict(def.innerType as z.ZodType).nullable();
    case 'union':
      return z.union((def.options as z.ZodType[]).map((option) => strict(option)) as [z.ZodType, z.ZodType]);
    case 'record':
      return z.record(def.keyType as z.ZodString, strict(def.valueType as z.ZodType));
    case 'pipe':
      return strict(def.in as z.ZodType).pipe(def.out as z.ZodType);
    default:
      return schema;
  }
}
