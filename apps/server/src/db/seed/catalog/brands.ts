/** DOMAIN.md brands, with the brand groups of SPEC §1 (Miele/Bosch, AEG/Electrolux, Whirlpool/Indesit). */
export interface BrandDef {
  name: string;
  slug: string;
  group: string | null;
  /** Relative price level: premium brands cost more. */
  priceLevel: number;
}

export const BRANDS: readonly BrandDef[] = [
  { name: 'Miele', slug: 'miele', group: 'Miele/Bosch', priceLevel: 1.6 },
  { name: 'Bosch', slug: 'bosch', group: 'Miele/Bosch', priceLevel: 1.15 },
  { name: 'Siemens', slug: 'siemens', group: null, priceLevel: 1.2 },
  { name: 'AEG', slug: 'aeg', group: 'AEG/Electrolux', priceLevel: 1.1 },
  { name: 'Electrolux', slug: 'electrolux', group: 'AEG/Electrolux', priceLevel: 1.0 },
  { name: 'Whirlpool', slug: 'whirlpool', group: 'Whirlpool/Indesit', priceLevel: 0.95 },
  { name: 'Indesit', slug: 'indesit', group: 'Whirlpool/Indesit', priceLevel: 0.75 },
  { name: 'Beko', slug: 'beko', group: null, priceLevel: 0.7 },
  { name: 'Gorenje', slug: 'gorenje', group: null, priceLevel: 0.85 },
  { name: 'Samsung', slug: 'samsung', group: null, priceLevel: 1.0 },
  { name: 'LG', slug: 'lg', group: null, priceLevel: 1.0 },
];
