import { INVITE_TTL_DAYS } from '@kodumasinad/contract';
import { escapeHtml } from '../../platform/html.js';
import type { MailMessage } from '../../platform/mail.js';
import { sellerSignatureHtml, sellerSignatureLines, type SellerDetails } from '../../platform/seller.js';

/** The invitation to the shop: a single-use link that sets the first password. */
export function inviteMail(
  invite: {
    name: string;
    email: string;
    company: string;
    link: string;
  },
  seller: SellerDetails,
): MailMessage {
  const days = INVITE_TTL_DAYS;
  return {
    to: invite.email,
    subject: 'Kutse Kodumasinad B2B e-poodi',
    text: [
      `Tere, ${invite.name}!`,
      '',
      `Sind on lisatud ettevõtte ${invite.company} kasutajaks Kodumasinad B2B e-poes.`,
      `Määra endale salasõna sellel lingil (kehtib ${days} päeva ja ühe korra):`,
      '',
      invite.link,
      '',
      `Seejärel saad sisse logida oma e-posti aadressiga ${invite.email}.`,
      '',
      ...sellerSignatureLines(seller),
    ].join('\n'),
    html: [
      `<p>Tere, ${escapeHtml(invite.name)}!</p>`,
      `<p>Sind on lisatud ettevõtte ${escapeHtml(invite.company)} kasutajaks Kodumasinad B2B e-poes.`,
      `Määra endale salasõna sellel lingil (kehtib ${days} päeva ja ühe korra):</p>`,
      `<p><a href="${escapeHtml(invite.link)}">Määra salasõna</a></p>`,
      `<p>Seejärel saad sisse logida oma e-posti aadressiga ${escapeHtml(invite.email)}.</p>`,
      sellerSignatureHtml(seller),
    ].join('\n'),
  };
}
