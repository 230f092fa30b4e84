import type { MessageTable, RuleName } from './types.js';

/**
 * Estonian texts modelled on vee-validate's Estonian locale ("vaid" throughout, "väiksem"
 * spelt right). Stored without the closing period: formatMessage adds it, so the tables and
 * a field's own messages all end the same way.
 */
export const localeMessages: MessageTable = {
  alpha: '{field} võib sisaldada vaid tähti',
  alpha_num: '{field} võib sisaldada vaid tähti ja numbreid',
  alpha_dash: '{field} võib sisaldada vaid tähti, numbreid, kriipse ja alakriipse',
  alpha_spaces: '{field} võib sisaldada vaid tähti ja tühikuid',
  between: '{field} peab olema vahemikus {min} kuni {max}',
  confirmed: '{field} on kontrollist erinev',
  digits: '{field} peab koosnema täpselt {length}-st numbrist',
  dimensions: '{field} peab olema {width} korda {height} pikslit suur',
  double: '{field} peab olema kümnendarv',
  email: '{field} peab olema e-maili aadress',
  excluded: '{field} ei oma sobivat väärtust',
  ext: '{field} peab olema sobiv fail',
  image: '{field} peab olema pilt',
  integer: '{field} peab olema täisarv',
  is: '{field} peab olema {other}',
  is_not: '{field} ei tohi olla {other}',
  length: '{field} peab olema täpselt {length} tähemärki pikk',
  max: '{field} ei tohi olla pikem kui {length} tähemärki',
  max_value: '{field} peab olema {max} või väiksem',
  mimes: '{field} peab olema sobivat tüüpi fail',
  min: '{field} peab olema vähemalt {length} tähemärki pikk',
  min_value: '{field} peab olema {min} või suurem',
  numeric: '{field} võib sisaldada vaid numbreid',
  oneOf: '{field} ei oma sobivat väärtust',
  regex: '{field} pole sobival kujul',
  required: '{field} on nõutud väli',
  size: '{field} peab olema väiksem kui {size}KB',
};

/** The app's own wording, which wins over the locale (SPEC §5 "Overriding messages"). */
export const overrideMessages: Partial<MessageTable> = {
  regex: '{field} ei ole korrektne',
  min_value: '{field} ei ole märgitud',
  digits: '{field} ei ole numbrid',
  min: '{field} peaks olema vähemalt {length} tähemärki',
  confirmed: '{field} väljad ei klapi',
  email: '{field} peab olema e-maili aadress',
};

/** The texts actually used when a field brings no message of its own. */
export const messages: MessageTable = { ...localeMessages, ...overrideMessages };

/**
 * Fills `{name}` placeholders from params (unknown ones stay visible so a typo shows up)
 * and closes the sentence with a period unless it already ends in punctuation.
 */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  const text = template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function templateFor(rule: RuleName, own?: Partial<Record<RuleName, string>>): string {
  return own?.[rule] ?? messages[rule];
}
