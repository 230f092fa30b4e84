/**
 * What `zod` is in the production build of the web app (decision 037): the contract's schemas are
 * built from it as usual, but every schema only checks that a value is an object (or array) and
 * hands it back as it came. The server validates what it sends against the same schemas
 * (response schemas of its routes), development and the tests parse with real zod, and the
 * browser is spared 90 KB of code (22 KB compressed) and the work of building and running it.
 *
 * Any property of a schema is a method returning a new schema, so `z.object({…}).extend({…})`,
 * `.nullable()`, `.transform(…)` and the like all build; transforms never run here (they belong
 * to request schemas, which only the server parses).
 */
type Parsed = { success: true; data: unknown } | { success: false; error: Error };

const notAnObject = () => new Error('not a JSON object');
const isObject = (input: unknown) => typeof input === 'object' && input !== null;

function safeParse(input: unknown): Parsed {
  return isObject(input) ? { success: true, data: input } : { success: false, error: notAnObject() };
}

function parse(input: unknown): unknown {
  if (!isObject(input)) throw notAnObject();
  return input;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in for zod's whole API
function schema(): any {
  const handler: ProxyHandler<() => void> = {
    get(_target, key) {
      switch (key) {
        case 'safeParse':
          return safeParse;
        case 'parse':
          return parse;
        case 'safeParseAsync':
          return (input: unknown) => Promise.resolve(safeParse(input));
        case 'parseAsync':
          return (input: unknown) => Promise.resolve().then(() => parse(input));
        case 'then':
        case Symbol.toPrimitive:
        case Symbol.iterator:
          return undefined;
        default:
          return () => schema();
      }
    },
    apply: () => schema(),
  };
  return new Proxy(() => undefined, handler);
}

export const z = schema();
export const NEVER = Object.freeze({});
export default z;
