import { formatEuroCents, formatPercent, OFFER_DOCUMENT_LABELS } from '@kodumasinad/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError, saveBlob } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { fetchPublicOfferPdf, useAcceptOffer, usePublicOffer } from '../api/public-offer';
import { formatDay } from './offer-format';
import { StackedCell, stackedTh } from '../../../components/ui/stacked-table';

/** /pakkumine/{token}: the end customer's page — the offer in its language, its PDF, and acceptance. */
export function PublicOfferScreen() {
  const token = useParams().token ?? '';
  const offer = usePublicOffer(token);
  const accept = useAcceptOffer(token);
  const [name, setName] = useState('');
  // The version this page showed when an accept was refused as outdated (409).
  const [refusedVersion, setRefusedVersion] = useState<number | null>(null);
  if (offer.isError) return <NotFoundScreen />;
  if (!offer.data) return <Skeleton />;
  const data = offer.data;
  const labels = OFFER_DOCUMENT_LABELS[data.language];
  const euros = (cents: number) => formatEuroCents(cents, data.language);

  return (
    <article
      lang={data.language}
      className="mx-auto max-w-4xl space-y-6 rounded-lg bg-white p-4 shadow-sm sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {data.logo !== null && (
            <img src={data.logo} alt={data.seller.name} className="mb-2 max-h-20 max-w-60" />
          )}
          <p className="font-semibold">{data.seller.name}</p>
          <p className="text-sm text-slate-600">{data.seller.contact}</p>
          <p className="text-sm text-slate-600">{data.seller.email}</p>
        </div>
        <div className="text-right text-sm">
          <PageTitle documentTitle={`${labels.title} ${data.number}`}>{labels.title}</PageTitle>
          {[
            [labels.number, data.number],
            [labels.date, formatDay(data.date)],
            [labels.validUntil, formatDay(data.valid_until)],
            [labels.paymentTerm, data.payment_term_label],
          ].map(([label, value]) => (
            <p key={label}>
              {label}: {value}
            </p>
          ))}
        </div>
      </header>
      <section className="text-sm">
        <h2 className="font-semibold">{labels.customer}</h2>
        {[data.customer_company, data.customer_name, data.customer_address, data.customer_email]
          .filter((line) => line !== '')
          .map((line) => (
            <p key={line}>{line}</p>
          ))}
      </section>
      {data.title !== '' && <h2 className="text-lg font-semibold">{data.title}</h2>}
      {data.intro !== '' && <p className="whitespace-pre-line">{data.intro}</p>}
      {/* A card per row below md, a table from md up (issue 22 item 14). */}
      <table className="block w-full text-sm md:table">
        <thead className="hidden md:table-header-group">
          <tr className="border-b text-left">
            {[
              [labels.product, ''],
              [labels.code, ''],
              [labels.quantity, 'text-right'],
              [labels.unitPrice, 'text-right'],
              [labels.discount, 'text-right'],
              [labels.total, 'text-right'],
            ].map(([label, className]) => (
              <th key={label} scope="col" className={`${stackedTh('compact')} ${className}`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {data.rows.map((row, index) => (
            <tr
              key={`${row.code}-${index}`}
              data-testid="public-offer-row"
              className="block border-b border-slate-100 py-2 md:table-row md:py-0"
            >
              <StackedCell label={labels.product} density="compact" className="break-words">
                {row.title}
              </StackedCell>
              <StackedCell label={labels.code} density="compact">
                {row.code}
              </StackedCell>
              <StackedCell label={labels.quantity} density="compact" className="md:text-right">
                {row.quantity} {row.unit}
              </StackedCell>
              <StackedCell
                label={labels.unitPrice}
                density="compact"
                className="whitespace-nowrap md:text-right"
              >
                {euros(row.price)}
              </StackedCell>
              {row.discount === 0 ? (
                <td className="hidden md:table-cell" />
              ) : (
                <StackedCell label={labels.discount} density="compact" className="md:text-right">
                  {formatPercent(row.discount, data.language)}
                </StackedCell>
              )}
              <StackedCell label={labels.total} density="compact" className="whitespace-nowrap md:text-right">
                {euros(row.total)}
              </StackedCell>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto grid max-w-xs grid-cols-2 gap-1 text-sm">
        <dt>{labels.net}</dt>
        <dd className="text-right">{euros(data.totals.net)}</dd>
        <dt>{labels.vat(data.vat_percent)}</dt>
        <dd className="text-right">{euros(data.totals.vat)}</dd>
        <dt className="font-semibold">{labels.gross}</dt>
        <dd className="text-right font-semibold">{euros(data.totals.gross)}</dd>
      </dl>
      {data.signature !== '' && <p className="whitespace-pre-line text-sm">{data.signature}</p>}
      <div className="flex flex-wrap items-end gap-3 border-t pt-4">
        <Button
          variant="secondary"
          onClick={() =>
            void fetchPublicOfferPdf(token).then((blob) => {
              if (blob !== null) saveBlob(blob, `${data.number}.pdf`);
            })
          }
        >
          {labels.download}
        </Button>
        {data.accepted_by !== null && data.accepted_at !== null && (
          <p role="status" className="font-medium text-green-800">
            {labels.accepted(data.accepted_by, formatDate(data.accepted_at))}
          </p>
        )}
        {data.expired && data.accepted_by === null && (
          <p role="alert" className="font-medium text-red-700">
            {labels.expired}
          </p>
        )}
        {refusedVersion !== null && data.accepted_by === null && (
          <p role="alert" data-testid="offer-changed" className="basis-full font-medium text-amber-800">
            {labels.changed}
          </p>
        )}
        {data.can_accept && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const version = data.version;
              accept.mutate(
                { name, version },
                {
                  onError: (error) => {
                    if (isApiError(error) && error.status === 409) setRefusedVersion(version);
                  },
                },
              );
            }}
          >
            <label className="block text-sm">
              <span className="mb-1 block font-medium">{labels.acceptName}</span>
              <input
                value={name}
                required
                onChange={(event) => setName(event.target.value)}
                className="block rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </label>
            <Button type="submit" disabled={accept.isPending}>
              {labels.accept}
            </Button>
          </form>
        )}
      </div>
    </article>
  );
}
