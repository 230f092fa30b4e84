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
