import type { FieldErrors, Offer } from '@kodumasinad/contract';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useParams } from 'react-router';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api';
import { getBootstrap } from '../../../lib/bootstrap';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/state/user';
import { useOffer } from '../api/offer';
import { useOfferRowAdd } from '../api/offer-row-add';
import { useSaveOffer } from '../api/offer-save';
import { OfferActions } from './offer-actions';
import { leaveQuestion } from './offer-confirmations';
import { asPercent, draftTotals, priceRows, rowDraft, saveRequest, toDraft, type Draft } from './offer-draft';
import { OfferCustomerFields, OfferTermsFields, OfferTextsFields } from './offer-fields';
import { formatDay } from './offer-format';
import { OfferRowsEditor } from './offer-rows-editor';
import { OfferSendForm, type SendLetter } from './offer-send-form';

/** /pakkumised/{id}: the offer editor. */
export function OfferDetailScreen() {
  const id = Number(useParams().status);
  const offer = useOffer(id);
  if (!offer.data)
    return (
      <section>
        <PageTitle>Hinnapakkumine</PageTitle>
        {offer.isError ? <p className="text-red-700">Pakkumist ei õnnestunud laadida.</p> : <Skeleton />}
      </section>
    );
  return <OfferEditor key={`${offer.data.id}-${offer.data.updated_at}`} offer={offer.data} />;
}

/** Asks before the editor is left with unsaved changes: in the app (the dialog) and by the browser. */
function useLeaveGuard(dirty: boolean) {
  const { confirm, dialog } = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let asked = true;
    void confirm(leaveQuestion()).then((leave) => {
      if (!asked) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      asked = false;
    };
  }, [blocker, confirm]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return dialog;
}

function OfferEditor({ offer }: { offer: Offer }) {
  const user = useUser();
  const [draft, setDraft] = useState<Draft>(() => toDraft(offer));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [letter, setLetter] = useState<SendLetter>({ email: offer.customer_email, message: '' });
  const save = useSaveOffer(offer.id);
  const addRow = useOfferRowAdd();
  const leaveDialog = useLeaveGuard(dirty);
  const editable = offer.status === 'open' || offer.status === 'sent' || offer.status === 'expired';
  const vat = getBootstrap().vat;

  const markup = asPercent(draft.price_increase);
  const priced = useMemo(() => priceRows(draft.rows, markup), [draft.rows, markup]);
  const totals = draftTotals(draft.rows, priced, vat);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const fieldError = (field: string) => errors[field]?.[0];
  const fields = { draft, editable, change, fieldError };

  async function submit(): Promise<boolean> {
    setErrors({});
    try {
      await save.mutateAsync(saveRequest(draft));
      setDirty(false);
      return true;
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      return false;
    }
  }

  async function addProduct(productId: number) {
    try {
      const reply = await addRow.mutateAsync({ id: offer.id, product_id: productId });
      const added = reply.offer.rows[reply.offer.rows.length - 1];
      if (added !== undefined) change({ rows: [...draft.rows, rowDraft(added)] });
    } catch {
      // The client has shown why.
    }
  }

  return (
    <section className="space-y-6">
      {leaveDialog}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PageTitle documentTitle={`Hinnapakkumine ${offer.number}`}>Hinnapakkumine {offer.number}</PageTitle>
        <p className="text-sm text-slate-600">
          <span data-testid="offer-status" className="font-medium">
            {offer.status_label}
          </span>{' '}
          · kehtib kuni {formatDay(offer.valid_until)} · koostas {offer.created_by} ·{' '}
          <span data-testid="offer-version">versioon {offer.version}</span>
        </p>
      </div>
      {offer.customer_url !== null && (
        <p className="rounded-md bg-brand-50 p-3 text-sm break-all">
          Kliendi link:{' '}
          <a href={offer.customer_url} data-testid="customer-url" className="text-brand-700 underline">
            {offer.customer_url}
          </a>
          {offer.accepted_by !== null && (
            <span data-testid="offer-accepted">
              {' '}
              · kinnitas {offer.accepted_by}
              {offer.accepted_at !== null && <> {formatDate(offer.accepted_at)}</>}
              {offer.accepted_version !== null && <> (versioon {offer.accepted_version})</>}
            </span>
          )}
        </p>
      )}

      <OfferTermsFields {...fields} showLanguage={user?.b2b_client.offers_en === true} />
      <OfferCustomerFields {...fields} />
      <OfferRowsEditor
        rows={draft.rows}
        priced={priced}
        totals={totals}
        vat={vat}
        editable={editable}
        fieldError={fieldError}
        onRows={(rows) => change({ rows })}
        onPick={(productId) => void addProduct(productId)}
      />
      <OfferTextsFields {...fields} />

      <OfferActions
        offer={offer}
        editable={editable}
        dirty={dirty}
        saving={save.isPending}
        submit={submit}
        onToggleSend={() => setSendOpen((open) => !open)}
        onDeleted={() => setDirty(false)}
      />

      {sendOpen && (
        <OfferSendForm
          offerId={offer.id}
          letter={letter}
          onLetter={setLetter}
          dirty={dirty}
          submit={submit}
          fieldError={fieldError}
          onErrors={setErrors}
          onSent={() => setSendOpen(false)}
        />
      )}
    </section>
  );
}
