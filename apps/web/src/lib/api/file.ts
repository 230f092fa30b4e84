/**
 * A file reply (PDF) of an /api call as a Blob: the JSON client cannot read it, and a plain link
 * cannot send the X-Requested-With header the API guard asks for. Null when it failed.
 */
export async function fetchFile(path: string): Promise<Blob | null> {
  try {
    const reply = await globalThis.fetch(path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
    return reply.ok ? await reply.blob() : null;
  } catch {
    return null;
  }
}

/** Saves a blob under `filename` through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
