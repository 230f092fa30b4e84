/**
 * The typed attributes that filters use (DOMAIN.md "Attributes that filters need"):
 * enumerated properties and numeric measures with units.
 */
export type AttributeKind = 'enum' | 'number';

export interface AttributeDef {
  code: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
}

export const ATTRIBUTES = {
  energy: { code: 'energiaklass', name: 'Energiaklass', kind: 'enum', unit: null },
  install: { code: 'paigaldus', name: 'Paigaldus', kind: 'enum', unit: null },
  colour: { code: 'varvus', name: 'Värvus', kind: 'enum', unit: null },
  width: { code: 'laius', name: 'Laius', kind: 'number', unit: 'cm' },
  height: { code: 'korgus', name: 'Kõrgus', kind: 'number', unit: 'cm' },
  depth: { code: 'sugavus', name: 'Sügavus', kind: 'number', unit: 'cm' },
  capacityKg: { code: 'mahutavus', name: 'Mahutavus', kind: 'number', unit: 'kg' },
  spin: { code: 'tsentrifuug', name: 'Tsentrifuug', kind: 'number', unit: 'p/min' },
  placeSettings: { code: 'noukomplektid', name: 'Nõukomplektid', kind: 'number', unit: 'tk' },
  volume: { code: 'maht', name: 'Maht', kind: 'number', unit: 'l' },
  noise: { code: 'muratase', name: 'Müratase', kind: 'number', unit: 'dB' },
  noFrost: { code: 'nofrost', name: 'NoFrost', kind: 'enum', unit: null },
  wifi: { code: 'wifi', name: 'Wi-Fi', kind: 'enum', unit: null },
  airflow: { code: 'tombevoimsus', name: 'Tõmbevõimsus', kind: 'number', unit: 'm³/h' },
  power: { code: 'voimsus', name: 'Võimsus', kind: 'number', unit: 'W' },
  zones: { code: 'keeduvaljad', name: 'Keeduväljade arv', kind: 'number', unit: 'tk' },
  warranty: { code: 'garantii', name: 'Garantii', kind: 'number', unit: 'a' },
} as const satisfies Record<string, AttributeDef>;

export type AttributeKey = keyof typeof ATTRIBUTES;

export const ENERGY_A_G = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const ENERGY_A3_D = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'] as const;
export const INSTALL_VALUES = ['Eraldiseisev', 'Integreeritav'] as const;
export const COLOURS = ['Valge', 'Must', 'Roostevaba teras', 'Hõbedane', 'Antratsiit'] as const;
export const YES_NO = ['Jah', 'Ei'] as const;
