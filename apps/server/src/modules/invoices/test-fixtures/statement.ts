import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fixture camt.053.001.02 statement with its {{PLACEHOLDERS}} filled. */
export function statementXml(values: Record<string, string>): Buffer {
  const template = readFileSync(join(import.meta.dirname, 'camt053-statement.xml'), 'utf8');
  return Buffer.from(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''));
}
