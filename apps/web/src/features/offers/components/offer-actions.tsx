import type { Offer } from '@kodumasinad/contract';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { saveBlob } from '../../../lib/api';
import { useOfferArchive } from '../api/offer-archive';
import { useOfferCopy } from '../api/offer-copy';
import { useOfferDelete } from '../api/offer-delete';
import { useOfferOrder } from '../api/offer-order';
import { fetchOfferPdf } from '../api/offer-pdf';
import { deleteQuestion } from './offer-confirmations';

interface OfferActionsProps {
  offer: Offer;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  /** Saves the draft; false when the server refused it. */
  submit(): Promise<boolean>;
  onToggleSend(): void;
  /** The offer is gone: the editor may be left without asking. */
  onDeleted(): void;
}

/** The editor's buttons: save, preview and PDF, send, order, copy, archive, delete. */
export function OfferActions({
  offer,
  editable,
  dirty,
  saving,
  submit,
  onToggleSend,
  onDeleted,
}: OfferActionsProps) {
  const navigate = useNavigate();
  const order = useOfferOrder();
  const copy = useOfferCopy();
  const archive = useOfferArchive();
  const remove = useOfferDelete();
  const { confirm, dialog } = useConfirm();

  async function pdf(kind: 'preview' | 'download') {
    const blob = await fetchOfferPdf(offer.id, kind);
    if (blob === null) return;
    if (kind === 'download') saveBlob(blob, `${offer.number}.pdf`);
    else window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  }

  // A failed call's message is shown by the API client; the rejection needs no more handling.
  const act = (run: () => Promise<unknown>) => () => void run().catch(() => undefined);

  return (
    <div className="flex flex-wrap gap-2">
      {dialog}
      {editable && (
        <Button onClick={() => void submit()} disabled={saving}>
          Salvesta
        </Button>
      )}
      <Button variant="secondary" onClick={() => void pdf('preview')}>
        Eelvaade
      </Button>
      <Button variant="secondary" onClick={() => void pdf('download')}>
        Laadi PDF
      </Button>
      {editable && (
        <Button variant="secondary" onClick={onToggleSend}>
          Saada e-postiga
        </Button>
      )}
      <Button
        variant="secondary"
        disabled={order.isPending}
        onClick={act(async () => {
          if (dirty && !(await submit())) return;
          await order.mutateAsync(offer.id);
          await navigate('/ostukorv');
        })}
      >
        Telli
      </Button>
      <Button
        variant="secondary"
        onClick={act(async () => navigate(`/pakkumised/${(await copy.mutateAsync(offer.id)).offer.id}`))}
      >
        Kopeeri
      </Button>
      {offer.status !== 'archived' && (
        <Button variant="secondary" onClick={act(() => archive.mutateAsync(offer.id))}>
          Arhiveeri
        </Button>
      )}
      <Button
        variant="ghost"
        className="text-red-700"
        onClick={act(async () => {
          if (!(await confirm(deleteQuestion(offer.number)))) return;
          await remove.mutateAsync(offer.id);
          onDeleted();
          await navigate('/pakkumised/open');
        })}
      >
        Kustuta
      </Button>
    </div>
  );
}
