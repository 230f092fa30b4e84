import {
  defaultUnitPrice,
  marginOf,
  offerTotals,
  rowTotal,
  vatPercent,
  type FieldErrors,
  type Offer,
  type OfferRow,
} from '@kodumasinad/contract';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError, saveBlob } from '../../../lib/api';
import { getBootstrap } from '../../../lib/bootstrap';
import { formatCents } from '../../../lib/format';
import { useUser } from '../../../lib/state/user';
import { useOffer } from '../api/offer';
import { useOfferArchive } from '../api/offer-archive';
import { useOfferCopy } from '../api/offer-copy';
import { useOfferDelete } from '../api/offer-delete';
import { useOfferOrder } from '../api/offer-order';
import { fetchOfferPdf } from '../api/offer-pdf';
import { useOfferRowAdd } from '../api/offer-row-add';
import { useSaveOffer } from '../api/offer-save';
import { useOfferSend } from '../api/offer-send';
import { centsText, formatDay, parseHundredths } from './offer-format';
import { ProductPicker } from './product-picker';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { deleteQuestion } from './offer-confirmations';

interface RowDraft {
  key: string;
  product_id: number | null;
  own_product: boolean;
  title: string;
  code: string;
  unit: string;
  quantity: string;
  /** '' on a catalogue row: the price follows the purchase price and the markup. */
  price: string;
  discount: string;
  purchase_price: number | null;
}

interface Draft {
  title: string;
  customer_name: string;
  customer_company: string;
  customer_registry_code: string;
  customer_email: string;
  customer_phone: string;
  customer_address: string;
  language: 'et' | 'en';
  valid_days: string;
  payment_term: string;
  price_increase: string;
  intro: string;
  signature: string;
  rows: RowDraft[];
}

let keys = 0;
const rowDraft = (row: OfferRow): RowDraft => ({
  key: `row-${row.rowId}-${(keys += 1)}`,
  product_id: row.product_id,
  own_product: row.own_product,
  title: row.title,
  code: row.code,
  unit: row.unit,
  quantity: String(row.quantity),
  price: row.custom_price ? centsText(row.price) : '',
  discount: row.discount === 0 ? '' : String(row.discount).replace('.', ','),
  purchase_price: row.purchase_price,
});

const toDraft = (offer: Offer): Draft => ({
  title: offer.title,
  customer_name: offer.customer_name,
  customer_company: offer.customer_company,
  customer_registry_code: offer.customer_registry_code,
  customer_email: offer.customer_email,
  customer_phone: offer.customer_phone,
  customer_address: offer.customer_address,
  language: offer.language,
  valid_days: String(offer.valid_days),
  payment_term: offer.payment_term,
  price_increase: String(offer.price_increase).replace('.', ','),
  intro: offer.intro,
  signature: offer.signature,
  rows: offer.rows.map(rowDraft),
});

/** What the row costs the end customer now, by the same rules as the server. */
function livePrice(row: RowDraft, markup: number): number {
  const own = parseHundredths(row.price);
  if (own !== null) return own;
  return row.purchase_price === null ? 0 : defaultUnitPrice(row.purchase_price, markup);
}

const asPercent = (text: string) => (parseHundredths(text) ?? 0) / 100;
const asQuantity = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : 0);

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

function OfferEditor({ offer }: { offer: Offer }) {
  const navigate = useNavigate();
  const user = useUser();
  const [draft, setDraft] = useState<Draft>(() => toDraft(offer));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [dirty, setDirty] = useState(false);
  const [sendOpen, setSendOpen] = useState(false);
  const [email, setEmail] = useState(offer.customer_email);
  const [message, setMessage] = useState('');
  const save = useSaveOffer(offer.id);
  const addRow = useOfferRowAdd();
  const send = useOfferSend();
  const order = useOfferOrder();
  const copy = useOfferCopy();
  const archive = useOfferArchive();
  const remove = useOfferDelete();
  const { confirm, dialog } = useConfirm();
  const editable = offer.status === 'open' || offer.status === 'sent' || offer.status === 'expired';
  const vat = getBootstrap().vat;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Pakkumises on salvestamata muudatusi. Kas lahkuda ilma salvestamata?'))
      blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const markup = asPercent(draft.price_increase);
  const priced = useMemo(
    () =>
      draft.rows.map((row) => {
        const price = livePrice(row, markup);
        const quantity = asQuantity(row.quantity);
        const discount = asPercent(row.discount);
        const total = rowTotal(price, quantity, Math.min(100, Math.max(0, discount)));
        const margin = row.purchase_price === null ? null : marginOf(total, row.purchase_price * quantity);
        return { price, quantity, discount, total, margin };
      }),
    [draft.rows, markup],
  );
  const totals = offerTotals(
    draft.rows.map((row, index) => ({
      quantity: priced[index]?.quantity ?? 0,
      price: priced[index]?.price ?? 0,
      discount: Math.min(100, Math.max(0, priced[index]?.discount ?? 0)),
      purchasePrice: row.purchase_price,
    })),
    vat,
  );

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setDirty(true);
  };
  const changeRow = (index: number, patch: Partial<RowDraft>) =>
    change({ rows: draft.rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const moveRow = (index: number, by: number) => {
    const rows = [...draft.rows];
    const [row] = rows.splice(index, 1);
    if (row === undefined) return;
    rows.splice(Math.max(0, Math.min(rows.length, index + by)), 0, row);
    change({ rows });
  };
  const fieldError = (field: string) => errors[field]?.[0];

  async function submit(): Promise<boolean> {
    setErrors({});
    try {
      await save.mutateAsync({
        ...draft,
        valid_days: draft.valid_days,
        rows: draft.rows.map((row) => ({
          product_id: row.own_product ? null : row.product_id,
          own_product: row.own_product,
          title: row.title,
          code: row.code,
          unit: row.unit,
          quantity: row.quantity,
          price: row.price,
          discount: row.discount,
        })),
      });
      setDirty(false);
      return true;
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      return false;
    }
  }

  async function pdf(kind: 'preview' | 'download') {
    const blob = await fetchOfferPdf(offer.id, kind);
    if (blob === null) return;
    if (kind === 'download') saveBlob(blob, `${offer.number}.pdf`);
    else window.open(URL.createObjectURL(blob), '_blank', 'noopener');
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

  const act = (run: () => Promise<unknown>) => () => void run().catch(() => undefined);

  return (
    <section className="space-y-6">
      {dialog}
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <PageTitle documentTitle={`Hinnapakkumine ${offer.number}`}>Hinnapakkumine {offer.number}</PageTitle>
        <p className="text-sm text-slate-600">
          <span data-testid="offer-status" className="font-medium">
            {offer.status_label}
          </span>{' '}
          · kehtib kuni {formatDay(offer.valid_until)} · koostas {offer.created_by}
        </p>
      </div>
      {offer.customer_url !== null && (
        <p className="rounded-md bg-brand-50 p-3 text-sm break-all">
          Kliendi link:{' '}
          <a href={offer.customer_url} data-testid="customer-url" className="text-brand-700 underline">
            {offer.customer_url}
          </a>
          {offer.accepted_by !== null && <> · kinnitas {offer.accepted_by}</>}
        </p>
      )}

      <fieldset
        disabled={!editable}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2"
      >
        <legend className="px-1 font-semibold">Pakkumine</legend>
        <TextField
          label="Pealkiri"
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
          error={fieldError('title')}
        />
        {user?.b2b_client.offers_en === true && (
          <label className="block text-sm">
            <span className="mb-1 block font-medium text-slate-700">Keel</span>
            <select
              value={draft.language}
              onChange={(e) => change({ language: e.target.value === 'en' ? 'en' : 'et' })}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            >
              <option value="et">Eesti</option>
              <option value="en">Inglise</option>
            </select>
          </label>
        )}
        <TextField
          label="Kehtivus päevades"
          inputMode="numeric"
          value={draft.valid_days}
          onChange={(e) => change({ valid_days: e.target.value })}
          error={fieldError('valid_days')}
        />
        <TextField
          label="Maksetingimus (päevad või E)"
          value={draft.payment_term}
          onChange={(e) => change({ payment_term: e.target.value })}
          error={fieldError('payment_term')}
        />
        <TextField
          label="Juurdehindlus %"
          inputMode="decimal"
          value={draft.price_increase}
          onChange={(e) => change({ price_increase: e.target.value })}
          error={fieldError('price_increase')}
        />
      </fieldset>

      <fieldset
        disabled={!editable}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2"
      >
        <legend className="px-1 font-semibold">Klient</legend>
        <TextField
          label="Kliendi nimi"
          value={draft.customer_name}
          onChange={(e) => change({ customer_name: e.target.value })}
          error={fieldError('customer_name')}
        />
        <TextField
          label="Ettevõte"
          value={draft.customer_company}
          onChange={(e) => change({ customer_company: e.target.value })}
          error={fieldError('customer_company')}
        />
        <TextField
          label="Registrikood"
          value={draft.customer_registry_code}
          onChange={(e) => change({ customer_registry_code: e.target.value })}
          error={fieldError('customer_registry_code')}
        />
        <TextField
          label="Kliendi e-post"
          type="email"
          value={draft.customer_email}
          onChange={(e) => change({ customer_email: e.target.value })}
          error={fieldError('customer_email')}
        />
        <TextField
          label="Telefon"
          value={draft.customer_phone}
          onChange={(e) => change({ customer_phone: e.target.value })}
          error={fieldError('customer_phone')}
        />
        <TextField
          label="Aadress"
          value={draft.customer_address}
          onChange={(e) => change({ customer_address: e.target.value })}
          error={fieldError('customer_address')}
        />
      </fieldset>

      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 className="mb-3 font-semibold">Read</h2>
        {fieldError('rows') && <p className="mb-2 text-sm text-red-700">{fieldError('rows')}</p>}
        <div className="space-y-3">
          {draft.rows.map((row, index) => {
            const live = priced[index];
            const rowError = (field: string) => fieldError(`rows.${index}.${field}`);
            return (
              <div
                key={row.key}
                data-testid="offer-editor-row"
                className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-12 sm:items-end"
              >
                <div className="sm:col-span-4">
                  {row.own_product ? (
                    <TextField
                      label="Nimetus"
                      value={row.title}
                      disabled={!editable}
                      onChange={(e) => changeRow(index, { title: e.target.value })}
                      error={rowError('title')}
                    />
                  ) : (
                    <p className="text-sm">
                      <span className="font-medium">{row.title}</span>
                      <span className="block text-slate-500">{row.code}</span>
                      {rowError('product_id') && (
                        <span className="block text-red-700">{rowError('product_id')}</span>
                      )}
                    </p>
                  )}
                </div>
                <div className="sm:col-span-1">
                  <TextField
                    label="Kogus"
                    inputMode="numeric"
                    value={row.quantity}
                    disabled={!editable}
                    onChange={(e) => changeRow(index, { quantity: e.target.value })}
                    error={rowError('quantity')}
                  />
                </div>
                <div className="sm:col-span-2">
                  <TextField
                    label="Ühiku hind €"
                    inputMode="decimal"
                    value={row.price}
                    placeholder={live === undefined ? '' : centsText(live.price)}
                    disabled={!editable}
                    onChange={(e) => changeRow(index, { price: e.target.value })}
                    error={rowError('price')}
                  />
                </div>
                <div className="sm:col-span-1">
                  <TextField
                    label="Allahindlus %"
                    inputMode="decimal"
                    value={row.discount}
                    disabled={!editable}
                    onChange={(e) => changeRow(index, { discount: e.target.value })}
                    error={rowError('discount')}
                  />
                </div>
                <div className="text-sm sm:col-span-2">
                  <span className="block font-medium" data-testid="row-total">
                    {formatCents(live?.total ?? 0)}
                  </span>
                  {row.purchase_price !== null && live?.margin != null && (
                    <span className="block text-xs text-slate-500">
                      Ost {formatCents(row.purchase_price)} · marginaal {formatCents(live.margin.amount)}
                      {live.margin.percent === null ? '' : ` (${live.margin.percent}%)`}
                    </span>
                  )}
                </div>
                {editable && (
                  <div className="flex gap-1 sm:col-span-2">
                    <Button
                      variant="ghost"
                      aria-label="Liiguta üles"
                      onClick={() => moveRow(index, -1)}
                      disabled={index === 0}
                    >
                      ↑
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label="Liiguta alla"
                      onClick={() => moveRow(index, 1)}
                      disabled={index === draft.rows.length - 1}
                    >
                      ↓
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Eemalda ${row.title}`}
                      onClick={() => change({ rows: draft.rows.filter((_, i) => i !== index) })}
                    >
                      Eemalda
                    </Button>
                  </div>
                )}
              </div>
            );
          })}
        </div>
        {editable && (
          <div className="mt-4 flex flex-wrap items-start gap-3">
            <ProductPicker onPick={(productId) => void addProduct(productId)} />
            <Button
              variant="secondary"
              onClick={() =>
                change({
                  rows: [
                    ...draft.rows,
                    {
                      key: `own-${(keys += 1)}`,
                      product_id: null,
                      own_product: true,
                      title: '',
                      code: '',
                      unit: 'tk',
                      quantity: '1',
                      price: '',
                      discount: '',
                      purchase_price: null,
                    },
                  ],
                })
              }
            >
              Lisa oma toode
            </Button>
          </div>
        )}
        <dl className="mt-4 ml-auto grid max-w-sm grid-cols-2 gap-1 text-sm" data-testid="offer-totals">
          <dt>Summa käibemaksuta</dt>
          <dd className="text-right">{formatCents(totals.net)}</dd>
          <dt>Käibemaks {vatPercent(vat)}%</dt>
          <dd className="text-right">{formatCents(totals.vat)}</dd>
          <dt className="font-semibold">Kokku</dt>
          <dd className="text-right font-semibold" data-testid="offer-gross">
            {formatCents(totals.gross)}
          </dd>
          <dt className="text-slate-500">Sinu marginaal</dt>
          <dd className="text-right text-slate-500" data-testid="offer-margin">
            {formatCents(totals.margin)}
            {totals.margin_percent === null ? '' : ` (${totals.margin_percent}%)`}
          </dd>
        </dl>
      </div>

      <fieldset
        disabled={!editable}
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <legend className="px-1 font-semibold">Tekstid</legend>
        <TextAreaField
          label="Sissejuhatus"
          rows={3}
          value={draft.intro}
          onChange={(e) => change({ intro: e.target.value })}
          error={fieldError('intro')}
        />
        <TextAreaField
          label="Allkiri"
          rows={4}
          value={draft.signature}
          onChange={(e) => change({ signature: e.target.value })}
          error={fieldError('signature')}
        />
      </fieldset>

      <div className="flex flex-wrap gap-2">
        {editable && (
          <Button onClick={() => void submit()} disabled={save.isPending}>
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
          <Button variant="secondary" onClick={() => setSendOpen((open) => !open)}>
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
            setDirty(false);
            await navigate('/pakkumised/open');
          })}
        >
          Kustuta
        </Button>
      </div>

      {sendOpen && (
        <form
          aria-label="Saada pakkumine"
          className="grid max-w-xl gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void (async () => {
              if (dirty && !(await submit())) return;
              try {
                await send.mutateAsync({ id: offer.id, email, message });
                setSendOpen(false);
              } catch (error) {
                if (isApiError(error)) setErrors(error.errors);
              }
            })();
          }}
        >
          <TextField
            label="Saaja e-post"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError('email')}
          />
          <TextAreaField label="Kiri" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
          <Button type="submit" disabled={send.isPending}>
            Saada
          </Button>
        </form>
      )}
    </section>
  );
}
