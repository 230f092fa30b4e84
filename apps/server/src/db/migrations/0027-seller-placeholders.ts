import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 22, decision 063: the seller's details come from SELLER_* only. Pages seeded before wrote
 * them out — the sales terms with another registry code and VAT number than the invoices, the
 * footer with the name, address, phones and e-mail. Those exact seeded texts become the
 * `{{seller.*}}` placeholders the content service fills in; a page edited since is left alone.
 */
const OLD_SALES_TERMS_SELLER =
  'Kodumasinad AS-i (registrikood 10123456, KMKR EE100123456, Peterburi tee 46, 11415 Tallinn;';
const SALES_TERMS_SELLER =
  '{{seller.name}} (registrikood {{seller.registry_code}}, KMKR {{seller.vat_number}}, {{seller.address}};';

const OLD_FOOTER = `<p><strong>Kodumasinad AS</strong><br>Peterburi tee 46, 11415 Tallinn</p>
<p>Telefon: <a href="tel:+3726001234">+372 600 1234</a>, <a href="tel:+3726001235">+372 600 1235</a><br>E-post: <a href="mailto:hulgimuuk@kodumasinad.ee">hulgimuuk@kodumasinad.ee</a></p>
<p>Avatud E–R 9.00–17.00, L–P suletud</p>`;
const FOOTER = `<p><strong>{{seller.name}}</strong><br>{{seller.address}}<br>Registrikood {{seller.registry_code}}, KMKR {{seller.vat_number}}</p>
<p>Telefon: <a href="tel:{{seller.phone_link}}">{{seller.phone}}</a><br>E-post: <a href="mailto:{{seller.email}}">{{seller.email}}</a></p>
<p>Avatud E–R 9.00–17.00, L–P suletud</p>`;

export function sellerPlaceholders(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update pages set content = replace(content, ${OLD_SALES_TERMS_SELLER}, ${SALES_TERMS_SELLER})
        where slug = 'muugitingimused'`.execute(db);
      await sql`update pages set content = ${FOOTER} where hook = 'footer-b2b' and content = ${OLD_FOOTER}`.execute(
        db,
      );
      // The settings of the seller's identity were never read; SELLER_* replaces them.
      await sql`delete from settings where key in ('legal_name', 'registry_code', 'vat_number', 'address')`.execute(
        db,
      );
    },
  };
}
