import type { Offer } from '@kodumasinad/contract';
import { escapeHtml } from '../../platform/html.js';
import type { MailAttachment, MailMessage } from '../../platform/mail.js';
import { day, money, type OfferIssuer } from './offer-document.js';

/** Content-ID of the buyer's logo in the offer e-mail's HTML part. */
export const OFFER_LOGO_CID = 'logo@pakkumine';

const TEXTS = {
  et: {
    subject: (number: string, title: string) => `Hinnapakkumine ${number}${title === '' ? '' : `: ${title}`}`,
    attached: (number: string) => `Saadame Teile hinnapakkumise ${number} (manuses).`,
    view: 'Pakkumist saate vaadata ja kinnitada siin:',
    button: 'Vaata ja kinnita pakkumist',
    total: 'Kokku',
    validUntil: 'Kehtib kuni',
  },
  en: {
    subject: (number: string, title: string) => `Quotation ${number}${title === '' ? '' : `: ${title}`}`,
    attached: (number: string) => `Please find our quotation ${number} attached.`,
    view: 'You can view and accept it here:',
    button: 'View and accept the offer',
    total: 'Total incl. VAT',
    validUntil: 'Valid until',
  },
} as const;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

/**
 * The offer e-mail to the end customer (issue 22 item 9): in the buyer's name (display name of
 * the shop's sending address, replies to the buyer), in the offer's language, as HTML with the
 * buyer's logo inline and a plain-text alternative, the PDF attached. Nothing names the wholesaler.
 */
export function offerMail(input: {
  to: string;
  replyTo: string;
  message: string;
  link: string;
  offer: Offer;
  issuer: OfferIssuer;
  pdf: MailAttachment;
}): MailMessage {
  const { offer, issuer, link } = input;
  const t = TEXTS[offer.language];
  const summary = [
    `${t.total}: ${money(offer.language, offer.totals.gross)}`,
    `${t.validUntil}: ${day(offer.valid_until)}`,
  ];
  const contact = [issuer.address, issuer.phone, issuer.email].filter(
    (part): part is string => part !== null && part !== '',
  );
  const text = [
    ...(input.message === '' ? [] : [input.message, '']),
    t.attached(offer.number),
    ...summary,
    '',
    t.view,
    link,
    '',
    ...(offer.signature === '' ? [] : [offer.signature, '']),
    issuer.name,
    ...contact,
  ].join('\n');
  const logo: MailAttachment | null =
    issuer.logo === null
      ? null
      : { filename: 'logo.png', contentType: 'image/png', content: issuer.logo, cid: OFFER_LOGO_CID };
  const html = [
    `<!doctype html><html lang="${offer.language}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(t.subject(offer.number, offer.title))}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1e293b">',
    logo === null
      ? ''
      : `<p><img src="cid:${OFFER_LOGO_CID}" alt="${escapeHtml(issuer.name)}" style="max-width:240px;max-height:80px"></p>`,
    input.message === '' ? '' : paragraphs(input.message),
    `<p>${escapeHtml(t.attached(offer.number))}<br>${summary.map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.button)}</a></p>`,
    `<p style="font-size:13px;color:#475569">${escapeHtml(t.view)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    offer.signature === '' ? '' : paragraphs(offer.signature),
    `<p style="font-size:13px;color:#475569"><strong>${escapeHtml(issuer.name)}</strong>`,
    ...contact.map((part) => `<br>${escapeHtml(part)}`),
    '</p></body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');
  return {
    to: input.to,
    subject: t.subject(offer.number, offer.title),
    text,
    html,
    fromName: issuer.name,
    replyTo: input.replyTo,
    attachments: logo === null ? [input.pdf] : [input.pdf, logo],
  };
}
