/**
 * GET /api/invoices/{id}/einvoice and …/pdf as a file download. Every /api call needs the
 * X-Requested-With header (the API guard), which a plain link cannot send, so the file is fetched
 * and handed to the browser as a blob.
 */
export async function downloadInvoiceFile(url: string, filename: string): Promise<boolean> {
  const response = await fetch(url, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  });
  if (!response.ok) return false;
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return true;
}
