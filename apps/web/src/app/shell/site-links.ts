/** Help and footer links of SPEC §2 (maintenance, warranty, ordering, contact). */
export const HELP_LINKS = [
  { to: '/hooldus', label: 'Hooldus' },
  { to: '/garantii', label: 'Garantii' },
  { to: '/tellimine', label: 'Tellimine' },
  { to: '/kontakt', label: 'Kontakt' },
] as const;

/** Account entries of the user dropdown and the mobile sidebar (SPEC §2). */
export function accountLinks(canOffers: boolean) {
  return [
    ...(canOffers ? [{ to: '/pakkumised', label: 'Hinnapakkumised' }] : []),
    { to: '/tellimused', label: 'Tellimused' },
    { to: '/kiirtellimus', label: 'Kiirtellimus' },
    { to: '/arved', label: 'Arved' },
    { to: '/seaded', label: 'Seaded' },
  ];
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
