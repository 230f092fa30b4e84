import type { JsonSchema, OpenApiDocument, OpenApiOperation } from '@kodumasinad/contract/admin';
import { escapeHtml } from '../../platform/html.js';

const json = (value: unknown) => escapeHtml(JSON.stringify(value, null, 2));

function schemaBlock(title: string, schema: JsonSchema | undefined): string {
  if (schema === undefined) return '';
  return `<details><summary>${escapeHtml(title)}</summary><pre>${json(schema)}</pre></details>`;
}

function operationHtml(method: string, path: string, operation: OpenApiOperation): string {
  const parameters = operation.parameters ?? [];
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
        `<td>${parameter.required ? 'yes' : 'no'}</td><td>${escapeHtml(parameter.description ?? '')}</td>` +
        `<td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
    )
    .join('');
  const body = operation.requestBody?.content['application/json']?.schema;
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => `<li><strong>${status}</strong> ${escapeHtml(response.description)}</li>`)
    .join('');
  const ok = operation.responses['200']?.content?.['application/json']?.schema;
  return `<section id="${escapeHtml(operation.operationId)}">
<h2><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
<p><strong>${escapeHtml(operation.summary)}</strong></p>
${operation.description
  .split('\n\n')
  .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
  .join('\n')}
${rows === '' ? '' : `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Description</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`}
${schemaBlock('Request body (JSON Schema)', body)}
${schemaBlock('Reply 200 (JSON Schema)', ok)}
<ul>${responses}</ul>
</section>`;
}

/**
 * The OpenAPI document as a plain page for the ERP's developers: no scripts (the CSP allows none
 * from elsewhere, and none are needed), every call with its parameters and schemas.
 */
export function integrationDocsPage(document: OpenApiDocument): string {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const toc = operations
    .map(
      ({ path, method, operation }) =>
        `<li><a href="#${escapeHtml(operation.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a> — ${escapeHtml(operation.summary)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace;font-size:.9em}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;max-height:30rem}
table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
section{border-top:2px solid #ddd;margin-top:2rem}
.method{background:#0b5394;color:#fff;padding:0 .4rem;border-radius:3px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
<p>Machine-readable: <a href="/api/integration/openapi.json">openapi.json</a> (OpenAPI ${document.openapi}).</p>
<ul>${toc}</ul>
${operations.map(({ path, method, operation }) => operationHtml(method, path, operation)).join('\n')}
<section><h2>Errors</h2><pre>${json(document.components.schemas.ErrorReply)}</pre></section>
</main>
</body>
</html>
`;
}
