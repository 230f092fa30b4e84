import {
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  type OfferListItem,
  type OfferStatus,
} from '@kodumasinad/contract';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCents } from '../../../lib/format';
import { useAddOffer } from '../api/offer-add';
import { useOfferArchive } from '../api/offer-archive';
import { useOfferCopy } from '../api/offer-copy';
import { useOfferDelete } from '../api/offer-delete';
import { useOfferOrder } from '../api/offer-order';
import { useOffersIndex } from '../api/offers-index';
import { useOffersList } from '../api/offers-list';
import { formatDay } from './offer-format';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { deleteQuestion } from './offer-confirmations';
import { StackedCell, stackedTd, stackedTh } from '../../../components/ui/stacked-table';

const isStatus = (value: string | undefined): value is OfferStatus =>
  OFFER_STATUSES.some((status) => status === value);

function listHref(status: OfferStatus, page: number, search: string): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search !== '') params.set('search', search);
  const query = params.toString();
  return `/pakkumised/${status}${query === '' ? '' : `?${query}`}`;
}

function RowActions({ offer }: { offer: OfferListItem }) {
  const navigate = useNavigate();
  const copy = useOfferCopy();
  const archive = useOfferArchive();
  const remove = useOfferDelete();
  const order = useOfferOrder();
  const busy = copy.isPending || archive.isPending || remove.isPending || order.isPending;
  // A failed call's message is shown by the API client; the rejection needs no more handling.
  const act = (run: () => Promise<unknown>) => () => void run().catch(() => undefined);
  const { confirm, dialog } = useConfirm();
  return (
    <div className="flex flex-wrap gap-1">
      {dialog}
      <Link to={`/pakkumised/${offer.id}`} className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50">
        Ava
      </Link>
      <button
        type="button"
        disabled={busy}
        className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50"
        onClick={act(async () => {
          const reply = await copy.mutateAsync(offer.id);
          await navigate(`/pakkumised/${reply.offer.id}`);
        })}
      >
        Kopeeri
      </button>
      {offer.status !== 'archived' && (
        <button
          type="button"
          disabled={busy}
          className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50"
          onClick={act(() => archive.mutateAsync(offer.id))}
        >
          Arhiveeri
        </button>
      )}
      <button
        type="button"
        disabled={busy}
        className="rounded px-2 py-1 text-brand-700 hover:bg-brand-50"
        onClick={act(async () => {
          await order.mutateAsync(offer.id);
          await navigate('/ostukorv');
        })}
      >
        Telli
      </button>
      <button
        type="button"
        disabled={busy}
        className="rounded px-2 py-1 text-red-700 hover:bg-red-50"
        onClick={act(async () => {
          if (await confirm(deleteQuestion(offer.number))) await remove.mutateAsync(offer.id);
        })}
      >
        Kustuta
      </button>
    </div>
  );
}

/** /pakkumised/{status}: tabs with counts, search, the company's offers a page at a time. */
export function OfferListScreen() {
  const { status } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const search = params.get('search') ?? '';
  const [phrase, setPhrase] = useState(search);
  const shown: OfferStatus = isStatus(status) ? status : 'open';
  const index = useOffersIndex();
  const list = useOffersList(shown, page, search);
  const add = useAddOffer();
  if (!isStatus(status)) return <Navigate to="/pakkumised/open" replace />;
  const reply = list.data;

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    void navigate(listHref(shown, 1, phrase.trim()));
  }

  return (
    <section>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Hinnapakkumised</PageTitle>
        <Button
          disabled={add.isPending}
          onClick={() =>
            void add
              .mutateAsync('')
              .then((created) => navigate(`/pakkumised/${created.offer.id}`))
              .catch(() => undefined)
          }
        >
          Uus pakkumine
        </Button>
      </div>
      <nav aria-label="Pakkumiste olekud" className="mb-4 flex flex-wrap gap-2">
        {OFFER_STATUSES.map((item) => (
          <Link
            key={item}
            to={listHref(item, 1, search)}
            aria-current={item === shown ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${
              item === shown
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-brand-50'
            }`}
          >
            {OFFER_STATUS_LABELS[item]} ({index.data?.counts[item] ?? 0})
          </Link>
        ))}
      </nav>
      <form
        role="search"
        aria-label="Pakkumiste otsing"
        onSubmit={submitSearch}
        className="mb-4 flex max-w-md gap-2"
      >
        <input
          type="search"
          aria-label="Otsi pakkumisi"
          placeholder="Number, klient või pealkiri"
          value={phrase}
          onChange={(event) => setPhrase(event.target.value)}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
        />
        <Button type="submit" variant="secondary">
          Otsi
        </Button>
      </form>
      {!reply && !list.isError && <Skeleton title={false} />}
      {reply && reply.data.length === 0 && <p className="text-slate-600">Pakkumisi ei leitud.</p>}
      {reply && reply.data.length > 0 && (
        // A card per offer below md, a table from md up (the orders list's pattern, issue 22 item 14).
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="block w-full text-sm md:table">
            <thead className="hidden md:table-header-group">
              <tr className="border-b border-slate-200 text-left text-slate-500">
                <th scope="col" className={stackedTh()}>
                  Number
                </th>
                <th scope="col" className={stackedTh()}>
                  Pealkiri
                </th>
                <th scope="col" className={stackedTh()}>
                  Klient
                </th>
                <th scope="col" className={`${stackedTh()} text-right`}>
                  Summa km-ga
                </th>
                <th scope="col" className={stackedTh()}>
                  Kehtib kuni
                </th>
                <th scope="col" className={stackedTh()}>
                  Olek
                </th>
                <th scope="col" className={stackedTh()}>
                  Koostaja
                </th>
                <th scope="col" className={stackedTh()}>
                  Tegevused
                </th>
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {reply.data.map((offer) => (
                <tr
                  key={offer.id}
                  data-testid="offer-row"
                  className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
                >
                  <StackedCell label="Number" className="whitespace-nowrap">
                    <Link
                      to={`/pakkumised/${offer.id}`}
                      className="font-medium text-brand-700 hover:underline"
                    >
                      {offer.number}
                    </Link>
                  </StackedCell>
                  <StackedCell label="Pealkiri" className="break-words">
                    {offer.title}
                  </StackedCell>
                  <StackedCell label="Klient" className="break-words">
                    {[offer.customer_company, offer.customer_name].filter((part) => part !== '').join(', ')}
                  </StackedCell>
                  <StackedCell label="Summa km-ga" className="whitespace-nowrap md:text-right">
                    {formatCents(offer.total_vat)}
                  </StackedCell>
                  <StackedCell label="Kehtib kuni" className="whitespace-nowrap">
                    {formatDay(offer.valid_until)}
                  </StackedCell>
                  <StackedCell label="Olek">{offer.status_label}</StackedCell>
                  <StackedCell label="Koostaja">{offer.created_by}</StackedCell>
                  <td className={`${stackedTd()} justify-start`}>
                    <RowActions offer={offer} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reply && (
        <Pagination
          page={reply.meta.current_page}
          lastPage={reply.meta.last_page}
          hrefFor={(target) => listHref(shown, target, search)}
        />
      )}
    </section>
  );
}
