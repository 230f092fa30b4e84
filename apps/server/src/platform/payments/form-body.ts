import type { FastifyInstance } from 'fastify';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * A browser form post as an object (banks post their replies as forms). A repeated name becomes an
 * array, so code that wants single values can notice instead of silently taking one of them. The
 * object has no prototype: a field named __proto__ stays a field.
 */
export function parseFormBody(text: string): Record<string, string | string[]> {
  const result = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(text)) {
    const previous = result[name];
    if (previous === undefined) result[name] = value;
    else result[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return result;
}

/**
 * Lets routes of `scope` read urlencoded forms. Register it inside an encapsulated plugin (the
 * test bank, the shop's bank-return routes) so /api keeps accepting JSON only; it is a no-op when
 * the scope already has such a parser.
 */
export function registerFormBodyParser(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser(FORM_CONTENT_TYPE)) return;
  scope.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseFormBody(typeof body === 'string' ? body : body.toString('utf8')));
  });
}
