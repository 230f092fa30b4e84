import { formatEuroCents } from '@kodumasinad/contract';
import { escapeHtml } from '../../platform/html.js';
import type { VkFields } from '../../platform/payments/ipizza.js';
import type { IpizzaRejectReason, Party, PaymentRequest } from '../../platform/payments/ipizza-messages.js';

/**
 * The test bank's pages: small, self-contained HTML in Estonian. No inline script (the CSP allows
 * only same-origin script files), inline styles only.
 */

export const AUTO_SUBMIT_PATH = '/test-bank/auto-submit.js';
export const REPLY_FORM_ID = 'bank-reply';

/** Sends the payer's browser back to the shop with the reply; the button is the fallback. */
export const AUTO_SUBMIT_SCRIPT = `'use strict';
var form = document.getElementById('${REPLY_FORM_ID}');
if (form) HTMLFormElement.prototype.submit.call(form);
`;

/** 15000 → '150,00 €' (the contract's formatter, with the no-break spaces Estonian formatting uses). */
export function formatEuro(cents: number): string {
  return formatEuroCents(cents);
}

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef2f5;color:#1d2733}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{margin:0;color:#0b5d3b;font-size:1.6rem}
.note{margin:.25rem 0 1.25rem;color:#5b6673;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6673}dd{margin:0;overflow-wrap:anywhere}
.amount{font-size:1.3rem;font-weight:700}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button{flex:1;min-width:8rem;padding:.7rem 1rem;font:inherit;border-radius:.35rem;cursor:pointer;border:1px solid #0b5d3b}
.primary{background:#0b5d3b;color:#fff}.secondary{background:#fff;color:#0b5d3b}
.error h2{color:#a21c1c}
`;

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="et">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Testpank</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Testpank</h1>
<p class="note">Pangalingi testkeskkond – päris raha ei liigu.</p>
${body}
</main>
${script}
</body>
</html>
`;
}

function hiddenFields(fields: VkFields): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

function details(rows: [string, string, string?][]): string {
  const items = rows.map(
    ([term, value, className]) =>
      `<dt>${escapeHtml(term)}</dt><dd${className ? ` class="${className}"` : ''}>${escapeHtml(value)}</dd>`,
  );
  return `<dl>\n${items.join('\n')}\n</dl>`;
}

/** The payment as the bank shows it, with 'Maksa' and 'Tühista' posting the signed request on. */
export function payPage(request: PaymentRequest, payee: Party, fields: VkFields, payer: Party): string {
  return layout(
    'Makse kinnitamine',
    `<h2>Makse kinnitamine</h2>
${details([
  ['Saaja', payee.name],
  ['Saaja konto', payee.account],
  ['Summa', formatEuro(request.amountCents), 'amount'],
  ['Selgitus', request.message === '' ? '–' : request.message],
  ['Viitenumber', request.reference === '' ? '–' : request.reference],
  ['Maksja', `${payer.name}, ${payer.account}`],
])}
<form method="post" action="/test-bank/pay/confirm" accept-charset="UTF-8">
${hiddenFields(fields)}
<div class="actions">
<button type="submit" class="primary">Maksa</button>
<button type="submit" class="secondary" formaction="/test-bank/pay/cancel">Tühista</button>
</div>
</form>`,
  );
}

/** Posts the signed reply (VK_AUTO=N) back to the shop, by script or by the visible button. */
export function replyPage(outcome: 'paid' | 'cancelled', target: string, reply: VkFields): string {
  const heading = outcome === 'paid' ? 'Makse on tehtud' : 'Makse on tühistatud';
  return layout(
    heading,
    `<h2>${heading}</h2>
<p>Suuname sind tagasi e-poodi…</p>
<form id="${REPLY_FORM_ID}" method="post" action="${escapeHtml(target)}" accept-charset="UTF-8">
${hiddenFields(reply)}
<div class="actions"><button type="submit" class="primary">Tagasi e-poodi</button></div>
</form>`,
    `<script src="${AUTO_SUBMIT_PATH}"></script>`,
  );
}

const REFUSALS: Record<IpizzaRejectReason, string> = {
  malformed: 'Makse andmed puuduvad või on vigased.',
  missing_mac: 'Makse andmetel puudub kaupmehe allkiri (VK_MAC).',
  bad_mac: 'Kaupmehe allkiri (VK_MAC) ei ole kehtiv: makse andmeid on muudetud.',
  unsupported_service: 'Seda teenust (VK_SERVICE) Testpank ei toeta.',
  unsupported_version: 'Seda allkirja versiooni (VK_VERSION) Testpank ei toeta.',
  missing_field: 'Makse andmetest puuduvad kohustuslikud väljad.',
  wrong_sender: 'Tundmatu kaupmees (VK_SND_ID).',
  wrong_recipient: 'Makse saaja (VK_REC_ID) ei ole õige.',
  field_too_long: 'Mõni makse andmete väli on lubatust pikem.',
  bad_amount: 'Makse summa (VK_AMOUNT) on vigane.',
  wrong_currency: 'Testpank võtab vastu ainult makseid eurodes.',
  bad_datetime: 'Makse päringu aeg (VK_DATETIME) on vigane.',
  stale_datetime: 'Makse päring on aegunud (VK_DATETIME). Alusta maksmist e-poes uuesti.',
  bad_return_url: 'Tagasisuunamise aadress (VK_RETURN või VK_CANCEL) on vigane.',
  bad_reference: 'Viitenumber (VK_REF) on vigane.',
};

/** The refusal of a request that failed the bank's checks; nothing links back to an unverified URL. */
export function refusalPage(reason: IpizzaRejectReason): string {
  return layout(
    'Makset ei saa teha',
    `<div class="error"><h2>Makset ei saa teha</h2>
<p>${escapeHtml(REFUSALS[reason])}</p>
<p>Pöördu tagasi e-poodi ja proovi uuesti.</p></div>`,
  );
}
