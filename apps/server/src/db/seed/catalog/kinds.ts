import { COOKING_AND_HOME_KINDS } from './kinds-cooking-home.js';
import { WASHING_AND_COOLING_KINDS } from './kinds-washing-cooling.js';

export type { AttributeValues, KindSpec } from './kind-spec.js';

/** Every kind of appliance the demo catalogue holds, by key (LeafDef.kind). */
export const KINDS = { ...WASHING_AND_COOLING_KINDS, ...COOKING_AND_HOME_KINDS };

export type KindKey = keyof typeof KINDS;
