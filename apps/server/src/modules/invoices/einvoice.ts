import type { Invoice } from '@kodumasinad/contract';

/**
 * The invoice as a UBL 2.1 Invoice following EN 16931 and Peppol BIS Billing 3.0 (issue 13,
 * decision 033). Estonian parties are identified by their registry code with the EAS/ICD scheme
 * 0191 (Estonian company code) and by their VAT number; every line is VAT category S at the
 * invoice's rate; the reference number is the payment id of a SEPA credit transfer (code 58) to
 * the seller's first IBAN; money already received is the prepaid amount.
 */

export const UBL_NAMESPACES = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** EAS / ICD code of the Estonian commercial registry code. */
export const ESTONIAN_REGISTRY_SCHEME = '0191';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** Cents as a decimal with two places (the currency's precision, BR-DEC rules). */
export const amount = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

type Node = string;
const el = (name: string, content: string | Node[], attrs: Record<string, string> = {}): Node => {
  const attributes = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  const body = typeof content === 'string' ? escape(content) : content.join('');
  return `<${name}${attributes}>${body}</${name}>`;
};
const money = (name: string, cents: number) => el(`cbc:${name}`, amount(cents), { currencyID: 'EUR' });
const vatScheme = () => el('cac:TaxScheme', [el('cbc:ID', 'VAT')]);

/** "Street 1, 11415 Tallinn" → street, postal zone and city where the pattern allows. */
function address(text: string): Node {
  const match = /^(.*),\s*(\d{5})\s+(.+)$/.exec(text.trim());
  const parts = match
    ? [
        el('cbc:StreetName', match[1] ?? ''),
        el('cbc:CityName', match[3] ?? ''),
        el('cbc:PostalZone', match[2] ?? ''),
      ]
    : [el('cbc:StreetName', text)];
  return el('cac:PostalAddress', [...parts, el('cac:Country', [el('cbc:IdentificationCode', 'EE')])]);
}

function party(p: Invoice['buyer'], email: string | null): Node {
  const registry = p.registry_code;
  return el('cac:Party', [
    ...(registry ? [el('cbc:EndpointID', registry, { schemeID: ESTONIAN_REGISTRY_SCHEME })] : []),
    el('cac:PartyName', [el('cbc:Name', p.name)]),
    address(p.address),
    ...(p.vat_number ? [el('cac:PartyTaxScheme', [el('cbc:CompanyID', p.vat_number), vatScheme()])] : []),
    el('cac:PartyLegalEntity', [
      el('cbc:RegistrationName', p.name),
      ...(registry ? [el('cbc:CompanyID', registry, { schemeID: ESTONIAN_REGISTRY_SCHEME })] : []),
    ]),
    ...(email ? [el('cac:Contact', [el('cbc:ElectronicMail', email)])] : []),
  ]);
}

/**
 * Where the goods went when not to the buyer (issue 22 item 8): the deliver-to address (BG-15:
 * street, city, postal zone, county, country) and the recipient as the deliver-to party (BT-70).
 */
function delivery(to: NonNullable<Invoice['delivery']>): Node {
  return el('cac:Delivery', [
    el('cac:DeliveryLocation', [
      el('cac:Address', [
        el('cbc:StreetName', to.address),
        el('cbc:CityName', to.city),
        el('cbc:PostalZone', to.postal_code),
        el('cbc:CountrySubentity', `${to.county} maakond`),
        el('cac:Country', [el('cbc:IdentificationCode', 'EE')]),
      ]),
    ]),
    el('cac:DeliveryParty', [el('cac:PartyName', [el('cbc:Name', to.recipient_name)])]),
  ]);
}

/** UN/ECE Rec 20 unit codes: H87 piece, C62 one (a service). */
const unitCode = (unit: string) => (unit === 'tk' ? 'H87' : 'C62');

export function buildUblInvoice(invoice: Invoice): string {
  const lineTotal = invoice.rows.reduce((sum, row) => sum + row.total, 0);
  const taxCategory = (rate: number) =>
    el('cac:TaxCategory', [el('cbc:ID', 'S'), el('cbc:Percent', String(rate)), vatScheme()]);
  const payable = invoice.total_vat - Math.min(invoice.paid, invoice.total_vat);
  const [iban] = invoice.seller.ibans;
  const root = el(
    'Invoice',
    [
      el('cbc:CustomizationID', PEPPOL_CUSTOMIZATION_ID),
      el('cbc:ProfileID', PEPPOL_PROFILE_ID),
      el('cbc:ID', invoice.number),
      el('cbc:IssueDate', invoice.issue_date),
      el('cbc:DueDate', invoice.due_date),
      el('cbc:InvoiceTypeCode', '380'),
      el('cbc:DocumentCurrencyCode', 'EUR'),
      el('cbc:BuyerReference', invoice.order_number),
      el('cac:OrderReference', [el('cbc:ID', invoice.order_number)]),
      el('cac:AccountingSupplierParty', [party(invoice.seller, invoice.seller.email)]),
      el('cac:AccountingCustomerParty', [party(invoice.buyer, null)]),
      ...(invoice.delivery ? [delivery(invoice.delivery)] : []),
      ...(iban
        ? [
            el('cac:PaymentMeans', [
              el('cbc:PaymentMeansCode', '58', { name: 'SEPA credit transfer' }),
              el('cbc:PaymentID', invoice.reference_number),
              el('cac:PayeeFinancialAccount', [el('cbc:ID', iban), el('cbc:Name', invoice.seller.name)]),
            ]),
          ]
        : []),
      el('cac:PaymentTerms', [
        el(
          'cbc:Note',
          `Maksetähtaeg ${invoice.payment_term_days} päeva, viitenumber ${invoice.reference_number}`,
        ),
      ]),
      el('cac:TaxTotal', [
        money('TaxAmount', invoice.vat),
        ...invoice.vat_breakdown.map((line) =>
          el('cac:TaxSubtotal', [
            money('TaxableAmount', line.taxable),
            money('TaxAmount', line.vat),
            taxCategory(line.rate),
          ]),
        ),
      ]),
      el('cac:LegalMonetaryTotal', [
        money('LineExtensionAmount', lineTotal),
        money('TaxExclusiveAmount', invoice.total),
        money('TaxInclusiveAmount', invoice.total_vat),
        ...(invoice.paid > 0 ? [money('PrepaidAmount', Math.min(invoice.paid, invoice.total_vat))] : []),
        money('PayableAmount', payable),
      ]),
      ...invoice.rows.map((row) =>
        el('cac:InvoiceLine', [
          el('cbc:ID', String(row.position)),
          el('cbc:InvoicedQuantity', String(row.quantity), { unitCode: unitCode(row.unit) }),
          money('LineExtensionAmount', row.total),
          el('cac:Item', [
            el('cbc:Name', row.title),
            el('cac:SellersItemIdentification', [el('cbc:ID', row.code)]),
            el('cac:ClassifiedTaxCategory', [
              el('cbc:ID', 'S'),
              el('cbc:Percent', String(row.vat_rate)),
              vatScheme(),
            ]),
          ]),
          el('cac:Price', [money('PriceAmount', row.unit_price)]),
        ]),
      ),
    ],
    { xmlns: UBL_NAMESPACES.invoice, 'xmlns:cac': UBL_NAMESPACES.cac, 'xmlns:cbc': UBL_NAMESPACES.cbc },
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
