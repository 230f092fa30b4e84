/** The rule set a field can carry (SPEC §5 "Form rules available"). */
export type Rules = {
  required?: boolean;
  email?: boolean;
  min?: number;
  max?: number;
  /** Name of the other field whose value this one must repeat. */
  confirmed?: string;
  regex?: RegExp;
  numeric?: boolean;
  integer?: boolean;
  digits?: number;
  length?: number;
  min_value?: number;
  max_value?: number;
  between?: [number, number];
  alpha?: boolean;
  alpha_num?: boolean;
  alpha_dash?: boolean;
  alpha_spaces?: boolean;
  /** `true` allows any number of decimals, a number caps them. */
  double?: number | boolean;
  /** Maximum file size in kilobytes. */
  size?: number;
  image?: boolean;
  ext?: string[];
  mimes?: string[];
  dimensions?: { width: number; height: number };
  is?: unknown;
  is_not?: unknown;
  oneOf?: unknown[];
  excluded?: unknown[];
};

export type RuleName = keyof Rules;

export type MessageTable = Record<RuleName, string>;

export interface FieldDef {
  label: string;
  rules: Rules;
  messages?: Partial<Record<RuleName, string>>;
  /**
   * `false` keeps the value exactly as typed. Passwords use it: a leading or trailing space is
   * part of the secret, and trimming it would silently change what the user chose.
   */
  trim?: boolean;
}

export type FormDef = Record<string, FieldDef>;

export type FormValues<F extends FormDef> = { [K in keyof F]: string };

export interface ValidationContext {
  label: string;
  /** All values of the form, for rules that look at another field (confirmed). */
  values: Record<string, unknown>;
  /** Labels of the other fields, so `{other}` reads as a label rather than a key. */
  labels?: Record<string, string>;
  /** Per-field message overrides (FieldDef.messages). */
  messages?: Partial<Record<RuleName, string>>;
}
