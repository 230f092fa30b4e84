import type { TestClient } from './test-client.js';

export const MULTIPART_BOUNDARY = '----kodumasinadTestBoundary7MA4YWxk';

/** A multipart/form-data body with one file part. */
export function multipartFile(data: Buffer, filename: string, field = 'file', type = 'text/csv'): Buffer {
  const head = Buffer.from(
    `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);
  return Buffer.concat([head, data, tail]);
}

/** POSTs one file as multipart/form-data through `client`. */
export function uploadFile(
  client: TestClient,
  path: string,
  data: Buffer,
  filename: string,
  { field = 'file', type = 'text/csv' }: { field?: string; type?: string } = {},
) {
  return client.api('POST', path, undefined, {
    rawPayload: multipartFile(data, filename, field, type),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
  });
}

/** One file part of a multipart body. */
export interface MultipartPart {
  field: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body with several file parts (e.g. a field sent several times). */
export function multipartFiles(parts: readonly MultipartPart[]): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    part.data,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...chunks, Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`)]);
}

/** POSTs several files as multipart/form-data through `client`. */
export function uploadFiles(client: TestClient, path: string, parts: readonly MultipartPart[]) {
  return client.api('POST', path, undefined, {
    rawPayload: multipartFiles(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
  });
}

type FormFile = { data: Buffer; filename: string; field?: string; type?: string };

/** A multipart/form-data body with text fields and (optionally) file parts. */
export function multipartForm(fields: Record<string, string>, file?: FormFile | FormFile[]): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const one of file === undefined ? [] : Array.isArray(file) ? file : [file])
    parts.push(
      Buffer.from(
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${one.field ?? 'file'}"; ` +
          `filename="${one.filename}"\r\nContent-Type: ${one.type ?? 'text/csv'}\r\n\r\n`,
      ),
      one.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** POSTs text fields and a file as multipart/form-data through `client`. */
export function postForm(
  client: TestClient,
  path: string,
  fields: Record<string, string>,
  file?: FormFile | FormFile[],
) {
  return client.api('POST', path, undefined, {
    rawPayload: multipartForm(fields, file),
    headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
  });
}
