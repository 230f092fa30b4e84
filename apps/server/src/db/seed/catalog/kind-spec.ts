import { ENERGY_A_G, INSTALL_VALUES, YES_NO, type AttributeKey } from './attributes.js';
import type { Random } from './random.js';

export type AttributeValues = Partial<Record<AttributeKey, string | number>>;

/** One kind of appliance: how its products are named, priced, drawn and described. */
export interface KindSpec {
  /** Estonian noun used in titles, e.g. 'pesumasin'. */
  noun: string;
  /** Three letters the model codes start from (Bosch style: WAV28K90ME). */
  family: string;
  /** Net wholesale price range in euros before the brand's price level. */
  price: [number, number];
  brands: readonly string[];
  /** Which picture the image pipeline draws. */
  drawing: string;
  attributes(r: Random, integrated: boolean): AttributeValues;
  /** The part of the title after the code, from the attributes. */
  headline(a: AttributeValues): string;
  integrated?: boolean;
}

export const ALL = [
  'miele',
  'bosch',
  'siemens',
  'aeg',
  'electrolux',
  'whirlpool',
  'indesit',
  'beko',
  'gorenje',
  'samsung',
  'lg',
];
export const EU = [
  'miele',
  'bosch',
  'siemens',
  'aeg',
  'electrolux',
  'whirlpool',
  'indesit',
  'beko',
  'gorenje',
];
export const SMALL = ['bosch', 'siemens', 'electrolux', 'samsung', 'lg', 'miele', 'gorenje', 'beko'];

export const energy = (r: Random, scale: readonly string[], best = 0, worst = 4) =>
  scale[r.int(best, Math.min(worst, scale.length - 1))] as string;
export const warranty = (r: Random) => r.pick([2, 2, 2, 3, 5]);
export const yesNo = (r: Random, p: number) => (r.chance(p) ? YES_NO[0] : YES_NO[1]);
export const step = (r: Random, from: number, to: number, by: number) =>
  from + by * r.int(0, Math.floor((to - from) / by));

export const washerLike = (r: Random, integrated: boolean): AttributeValues => ({
  energy: energy(r, ENERGY_A_G, 0, 3),
  install: integrated ? INSTALL_VALUES[1] : INSTALL_VALUES[0],
  colour: integrated ? 'Valge' : r.pick(['Valge', 'Valge', 'Must', 'Hõbedane']),
  width: 60,
  height: integrated ? 82 : 85,
  depth: r.pick([47, 55, 59, 63]),
  capacityKg: r.pick([6, 7, 8, 9, 10, 11]),
  spin: r.pick([1000, 1200, 1400, 1600]),
  noise: r.int(47, 77),
  wifi: yesNo(r, 0.45),
  warranty: warranty(r),
});
