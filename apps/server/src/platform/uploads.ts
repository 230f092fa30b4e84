import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput } from './errors.js';

/**
 * File uploads (multipart/form-data) for any module: the plugin with tight limits, and one call
 * that reads a request's single file into memory or answers 422 with an Estonian error keyed by
 * the field, never a 413 or 500 (decision 039). A route that takes a file also takes JSON: the
 * multipart body reaches the route's body schema as an empty object.
 */

/** The largest file any route accepts; a route may ask for less. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 10,
      parts: 11,
      fieldSize: 10_000,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface UploadMessages {
  missing: string;
  tooLarge: string;
  unreadable: string;
}

/** Whether the request is multipart/form-data (then the file is read with `readUpload`). */
export function isUpload(request: FastifyRequest): boolean {
  return request.isMultipart();
}

const LIMIT_CODES = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/**
 * Reads the file of field `field` (the request's only file) up to `maxBytes`; 422 on `field` when
 * it is missing, larger, or the multipart body is broken.
 */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  messages: UploadMessages,
): Promise<UploadedFile> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: Math.min(maxBytes, MAX_UPLOAD_BYTES) } });
  } catch (error) {
    throw uploadError(error, field, messages);
  }
  if (file === undefined || file.fieldname !== field) {
    throw invalidInput({ [field]: [messages.missing] });
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    throw uploadError(error, field, messages);
  }
  if (data.length === 0) throw invalidInput({ [field]: [messages.missing] });
  return { filename: file.filename, mimetype: file.mimetype, data };
}

function uploadError(error: unknown, field: string, messages: UploadMessages) {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return invalidInput({ [field]: [LIMIT_CODES.has(code) ? messages.tooLarge : messages.unreadable] });
}
