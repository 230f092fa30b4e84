import { formatDay, formatEuroCents, formatIban, type InvoiceListItem } from '@kodumasinad/contract';
import type { MailMessage } from '../../platform/mail.js';
import { sellerSignatureLines, type SellerDetails } from '../../platform/seller.js';

/** 12345 → '123,45 €'; 123456789 → '1 234 567,89 €' (the contract's formatter, no-break spaces). */
export const euros = (cents: number): string => formatEuroCents(cents);

/** 'yyyy-mm-dd' → 'dd.mm.yyyy' (the contract's day formatter). */
export const estonianDate = (day: string): string => formatDay(day);

/** The overdue reminder, in Estonian, to the company's invoice e-mail. */
export function reminderMail(input: {
  to: string;
  invoice: Pick<
    InvoiceListItem,
    'number' | 'issue_date' | 'due_date' | 'total_vat' | 'paid' | 'outstanding'
  > & {
    reference_number: string;
  };
  seller: SellerDetails;
  staff: { name: string; email: string };
}): MailMessage {
  const { invoice, seller, staff } = input;
  const accounts = seller.ibans.map((iban) => `  ${formatIban(iban)}`).join('\n');
  const text = [
    'Tere!',
    '',
    `Tuletame meelde, et arve ${invoice.number} (${estonianDate(invoice.issue_date)}) maksetähtaeg ` +
      `${estonianDate(invoice.due_date)} on möödunud ja arve ei ole veel täielikult tasutud.`,
    '',
    `Arve summa: ${euros(invoice.total_vat)}`,
    ...(invoice.paid > 0 ? [`Tasutud: ${euros(invoice.paid)}`] : []),
    `Tasumata: ${euros(invoice.outstanding)}`,
    `Viitenumber: ${invoice.reference_number}`,
    '',
    `Palume tasuda tasumata summa esimesel võimalusel ${seller.name} arvelduskontole:`,
    accounts,
    '',
    'Kui olete arve juba tasunud, palun vabandage meeldetuletuse pärast.',
    'Küsimuste korral vastake sellele kirjale.',
    '',
    'Lugupidamisega',
    staff.name,
    ...sellerSignatureLines(seller),
  ].join('\n');
  return {
    to: input.to,
    subject: `Meeldetuletus: arve ${invoice.number} maksetähtaeg on möödunud`,
    text,
    replyTo: seller.email,
  };
}
