import { fetchFile } from '../../../lib/api';

/** GET /api/offers/preview/{id} (inline) or /api/offers/{id}/pdf (download) as a Blob. */
export function fetchOfferPdf(id: number, kind: 'preview' | 'download'): Promise<Blob | null> {
  return fetchFile(kind === 'preview' ? `/api/offers/preview/${id}` : `/api/offers/${id}/pdf`);
}
