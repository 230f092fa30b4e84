import { formatIban, formatPercent, type Invoice } from '@kodumasinad/contract';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DeliveryAddressText } from '../../../components/delivery-address';
import { DetailHeader } from '../../../components/ui/detail-header';
import { DetailFallback } from '../../../components/ui/detail-fallback';
import { isApiError } from '../../../lib/api/api-error';
import { formatCents, formatDate } from '../../../lib/format';
import { OverpaymentNotice } from '../../orders';
import { useInvoice } from '../api/invoice';
import { downloadInvoiceFile } from '../api/invoice-download';
import { takeInvoicePaymentOutcome } from '../invoice-payment-return';
import { InvoicePay } from './invoice-pay';
import { InvoiceStatusBadge } from '../../../components/status/invoice-status-badge';
import { StackedCell, stackedTh } from '../../../components/ui/stacked-table';

const card = 'rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm';

function Party({
  title,
  party,
  testId,
  delivery = null,
}: {
  title: string;
  party: Invoice['buyer'];
  testId: string;
  delivery?: Invoice['delivery'];
}) {
  return (
    <div className={card} data-testid={testId}>
      <h2 className="mb-2 font-semibold text-slate-900">{title}</h2>
      <p className="font-medium">{party.name}</p>
      <p>{party.address}</p>
      {party.registry_code && <p>Registrikood: {party.registry_code}</p>}
      {party.vat_number && <p>KMKR: {party.vat_number}</p>}
      {delivery && <DeliveryAddressText delivery={delivery} />}
    </div>
  );
}

/** The PDF and e-invoice downloads; a failure says so in Estonian. */
function Downloads({ invoice }: { invoice: Invoice }) {
  const [failed, setFailed] = useState(false);
  const download = async (path: string, filename: string) => {
    setFailed(false);
    const ok = await downloadInvoiceFile(`/api/invoices/${invoice.id}/${path}`, filename).catch(() => false);
    if (!ok) setFailed(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        data-testid="invoice-pdf"
        onClick={() => void download('pdf', `arve-${invoice.number}.pdf`)}
      >
        Laadi alla PDF
      </Button>
      <Button
        variant="secondary"
        data-testid="invoice-einvoice"
        onClick={() => void download('einvoice', `arve-${invoice.number}.xml`)}
      >
        Laadi alla e-arve
      </Button>
      {failed && (
        <p role="alert" className="w-full text-sm text-red-700">
          Faili allalaadimine ebaõnnestus. Palun proovi uuesti.
        </p>
      )}
    </>
  );
}

/** /arved/{id}: everything an Estonian invoice shows, its payments, and pay now. */
export function InvoiceDetailScreen() {
  const id = Number(useParams().id);
  const { data: invoice, isError, error } = useInvoice(id);
  const [paidNow, setPaidNow] = useState(false);
  // Back from the bank: a payment that arrived is confirmed (once; later reloads say nothing).
  const loadedOutstanding = invoice?.outstanding;
  useEffect(() => {
    if (loadedOutstanding === undefined) return;
    if (takeInvoicePaymentOutcome(id, loadedOutstanding) === 'paid') setPaidNow(true);
  }, [id, loadedOutstanding]);

  if (!invoice) {
    return (
      <DetailFallback
        title="Arve"
        isError={isError}
        error={
          <>
            {isApiError(error) && error.status === 404 ? 'Arvet ei leitud.' : 'Arvet ei õnnestunud laadida.'}{' '}
            <Link to="/arved" className="underline">
              Arvete nimekiri
            </Link>
          </>
        }
      />
    );
  }

  return (
    <section className="space-y-6">
      <DetailHeader back="/arved" backLabel="Arved" title={`Arve ${invoice.number}`}>
        <span>Kuupäev: {formatDate(invoice.issue_date)}</span>
        <span>Maksetähtaeg: {formatDate(invoice.due_date)}</span>
        <InvoiceStatusBadge status={invoice.status} />
      </DetailHeader>
      <OverpaymentNotice overpayments={invoice.overpayments} paid="arve" />
      <div className="flex flex-wrap items-end gap-3">
        <Downloads invoice={invoice} />
        <Link
          to={`/tellimused/${invoice.order_id}`}
          data-testid="invoice-order"
          className="inline-flex items-center rounded-md px-4 py-2 text-sm font-medium text-brand-700 hover:underline"
        >
          Ava tellimus {invoice.order_number}
        </Link>
      </div>
      {paidNow && (
        <p
          role="status"
          data-testid="invoice-paid-message"
          className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
        >
          {invoice.outstanding === 0
            ? 'Makse on kätte saadud, arve on tasutud. Aitäh!'
            : 'Makse on kätte saadud. Aitäh!'}
        </p>
      )}
      <InvoicePay invoice={invoice} />
      <div className="grid gap-4 md:grid-cols-3">
        <Party title="Müüja" party={invoice.seller} testId="invoice-seller" />
        <Party title="Ostja" party={invoice.buyer} testId="invoice-buyer" delivery={invoice.delivery} />
        <div className={card} data-testid="invoice-payment-info">
          <h2 className="mb-2 font-semibold text-slate-900">Maksmine</h2>
          <p>Viitenumber: {invoice.reference_number}</p>
          <p>Maksetähtaeg: {formatDate(invoice.due_date)}</p>
          <p className="mt-2">Arveldusarve:</p>
          <ul>
            {invoice.seller.ibans.map((iban) => (
              <li key={iban} className="whitespace-nowrap">
                {formatIban(iban)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="block w-full text-sm md:table" data-testid="invoice-rows">
          <thead className="hidden md:table-header-group">
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th scope="col" className={stackedTh()}>
                Kood
              </th>
              <th scope="col" className={stackedTh()}>
                Nimetus
              </th>
              <th scope="col" className={`${stackedTh()} text-right`}>
                Kogus
              </th>
              <th scope="col" className={`${stackedTh()} text-right`}>
                Hind km-ta
              </th>
              <th scope="col" className={`${stackedTh()} text-right`}>
                Allahindlus
              </th>
              <th scope="col" className={`${stackedTh()} text-right`}>
                KM
              </th>
              <th scope="col" className={`${stackedTh()} text-right`}>
                Summa km-ta
              </th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {invoice.rows.map((row) => (
              <tr
                key={row.position}
                className="block border-b border-slate-100 py-2 last:border-0 md:table-row md:py-0"
              >
                <StackedCell label="Kood">{row.code}</StackedCell>
                <StackedCell label="Nimetus">{row.title}</StackedCell>
                <StackedCell label="Kogus" className="md:text-right">
                  {row.quantity} {row.unit}
                </StackedCell>
                <StackedCell label="Hind km-ta" className="whitespace-nowrap md:text-right">
                  {formatCents(row.unit_price)}
                </StackedCell>
                <StackedCell label="Allahindlus" className="md:text-right">
                  {formatPercent(row.discount_percent)}
                </StackedCell>
                <StackedCell label="KM" className="md:text-right">
                  {formatPercent(row.vat_rate)}
                </StackedCell>
                <StackedCell label="Summa km-ta" className="whitespace-nowrap md:text-right">
                  {formatCents(row.total)}
                </StackedCell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className={card} data-testid="invoice-payments">
          <h2 className="mb-2 font-semibold text-slate-900">Laekunud maksed</h2>
          {invoice.payments.length === 0 ? (
            <p className="text-slate-600">Makseid ei ole laekunud.</p>
          ) : (
            <ul>
              {invoice.payments.map((payment, index) => (
                <li key={index} className="flex justify-between gap-2">
                  <span>
                    {formatDate(payment.date)} {payment.method_label}
                  </span>
                  <span className="whitespace-nowrap">{formatCents(payment.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <dl data-testid="invoice-totals" className={`${card} grid grid-cols-2 gap-y-1`}>
          {invoice.vat_breakdown.map((line) => (
            <div key={line.rate} className="col-span-2 grid grid-cols-2">
              <dt className="text-slate-600">Maksustatav summa ({formatPercent(line.rate)})</dt>
              <dd className="text-right">{formatCents(line.taxable)}</dd>
              <dt className="text-slate-600">Käibemaks {formatPercent(line.rate)}</dt>
              <dd className="text-right">{formatCents(line.vat)}</dd>
            </div>
          ))}
          <dt className="font-semibold text-slate-900">Kokku</dt>
          <dd className="text-right font-semibold text-slate-900">{formatCents(invoice.total_vat)}</dd>
          <dt className="text-slate-600">Makstud</dt>
          <dd className="text-right">{formatCents(invoice.paid)}</dd>
          <dt className="font-semibold text-slate-900">Tasuda</dt>
          <dd data-testid="invoice-outstanding" className="text-right font-semibold text-slate-900">
            {formatCents(invoice.outstanding)}
          </dd>
        </dl>
      </div>
    </section>
  );
}
