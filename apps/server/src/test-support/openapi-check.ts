import { buildOpenApiDocument, type JsonSchema } from '@kodumasinad/contract/admin';
import Ajv from 'ajv';

const document = buildOpenApiDocument();
const ajv = new Ajv({ allErrors: true });
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/**
 * Checks a 200 reply against the generated OpenAPI document's schema of that call (decision 081):
 * what the tests receive is what the ERP's developers were told they would.
 */
export function replyMatchesDocument(method: string, path: string, body: unknown): string[] {
  const key = `${method} ${path}`;
  let validate = compiled.get(key);
  if (validate === undefined) {
    const schema = document.paths[path]?.[method.toLowerCase()]?.responses['200']?.content?.[
      'application/json'
    ]?.schema as JsonSchema | undefined;
    if (schema === undefined) return [`${key} is not in the document`];
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.dataPath} ${error.message}`);
}
