import type { Bootstrap, MenuItem, User } from '@kodumasinad/contract';

export const anna: User = {
  id: 1,
  name: 'Anna Tamm',
  email: 'anna@kodumasin.test',
  b2b_client: {
    id: 1,
    name: 'Kodumasin Pluss OÜ',
    registry_code: '12345678',
    vat_number: 'EE123456789',
    can_offers: true,
    offers_en: false,
    payment_term: '14',
  },
  offers_en: false,
  offer_payment_term: '14',
  offer_valid_days: 30,
  offer_price_increase: 25,
  signature: 'Anna Tamm',
  logo: null,
  active_pricelist: 'default',
};

export const peeter: User = {
  ...anna,
  id: 3,
  name: 'Peeter Saar',
  email: 'peeter@ehitus.test',
  b2b_client: { ...anna.b2b_client, id: 2, name: 'Ehitusmaailm AS', can_offers: false },
  signature: null,
};

export const bootstrap: Bootstrap = {
  vat: 1.24,
  error: null,
  categories: ['pesumasinad', 'kuivatid'],
  pages: ['eripakkumised', 'hooldus', 'garantii', 'tellimine', 'muugitingimused'],
  retail_url: 'https://www.kodumasinad.test',
  contacts: {
    phones: ['+372 600 1234', '+372 600 5678'],
    email: 'hulgimuuk@kodumasinad.test',
    legal_name: 'Kodumasinad Hulgi OÜ',
  },
};

export const menu: MenuItem[] = [
  {
    id: 1,
    title: 'Pesu ja kuivatus',
    url: '/pesumasinad',
    two_columns: true,
    children: [
      { id: 11, title: 'Pesumasinad', url: '/pesumasinad', links: { Bosch: '/pesumasinad/bosch' } },
      { id: 12, title: 'Kuivatid', url: '/kuivatid', links: {} },
    ],
    links: { 'Kõik pesumasinad': '/pesumasinad' },
  },
];

export const footerPage = {
  id: 9,
  slug: null,
  hook: 'footer-b2b',
  title: 'Jalus',
  content: '<p>Tartu mnt 1, Tallinn</p>',
};
