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
import { PagedList, type ListColumn } from '../../../components/lists/paged-list';

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

// A card per offer below md, a table from md up (the orders list's pattern, issue 22 item 14).
const columns: ListColumn<OfferListItem>[] = [
  {
    header: 'Number',
    className: 'whitespace-nowrap',
    cell: (offer) => (
      <Link to={`/pakkumised/${offer.id}`} className="font-medium text-brand-700 hover:underline">
        {offer.number}
      </Link>
    ),
  },
  { header: 'Pealkiri', className: 'break-words', cell: (offer) => offer.title },
  {
    header: 'Klient',
    className: 'break-words',
    cell: (offer) => [offer.customer_company, offer.customer_name].filter((part) => part !== '').join(', '),
  },
  {
    header: 'Summa km-ga',
    align: 'right',
    className: 'whitespace-nowrap md:text-right',
    cell: (offer) => formatCents(offer.total_vat),
  },
  { header: 'Kehtib kuni', className: 'whitespace-nowrap', cell: (offer) => formatDay(offer.valid_until) },
  { header: 'Olek', cell: (offer) => offer.status_label },
  { header: 'Koostaja', cell: (offer) => offer.created_by },
  {
    header: 'Tegevused',
    unlabelled: true,
    className: 'justify-start',
    cell: (offer) => <RowActions offer={offer} />,
  },
];

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
      <PagedList
        reply={reply}
        isError={list.isError}
        emptyText="Pakkumisi ei leitud."
        columns={columns}
        rowKey={(offer) => offer.id}
        rowTestId="offer-row"
        hrefFor={(target) => listHref(shown, target, search)}
      />
    </section>
  );
}
