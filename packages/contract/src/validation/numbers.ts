/**
 * The one reader of typed numbers (issue 22 item 12, decision 068): every number field of the shop
 * and the back-office reads its text through here, so "12,5" and "12.5" mean the same everywhere.
 * A decimal comma or point, an optional sign, and spaces (also no-break spaces) between digit groups
 * ("1 234,50") are accepted; exponents, hex, "Infinity" and a second separator are not.
 */

const DECIMAL_TEXT = /^([-+]?)(\d+)(?:[.,](\d+))?$/;
const FRACTION_ONLY = /^([-+]?)[.,](\d+)$/;
const GROUPED = /^[-+]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;

interface DecimalParts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function decimalParts(text: string): DecimalParts | null {
  let compact = text.trim();
  if (/[ \u00a0\u202f]/.test(compact)) {
    // Spaces only between groups of three digits: "1 234,5" yes, "12 5" no.
    if (!GROUPED.test(compact)) return null;
    compact = compact.replace(/[ \u00a0\u202f]/g, '');
  }
  const match = DECIMAL_TEXT.exec(compact);
  if (match !== null) return { negative: match[1] === '-', whole: match[2] ?? '0', fraction: match[3] ?? '' };
  const fractionOnly = FRACTION_ONLY.exec(compact);
  if (fractionOnly !== null)
    return { negative: fractionOnly[1] === '-', whole: '0', fraction: fractionOnly[2] ?? '' };
  return null;
}

/**
 * A typed number ("12,5", "12.5", "-3", "1 234,56") or a finite JSON number as a number; null when
 * it is neither, or has more than `maxDecimals` decimals.
 */
export function parseDecimal(value: unknown, maxDecimals: number = Number.POSITIVE_INFINITY): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return decimalsOf(value) <= maxDecimals ? value : null;
  }
  if (typeof value !== 'string') return null;
  const parts = decimalParts(value);
  if (parts === null || parts.fraction.length > maxDecimals) return null;
  const number = Number(`${parts.whole}.${parts.fraction || '0'}`);
  return parts.negative && number !== 0 ? -number : number;
}

/**
 * A typed number with at most two decimals as a whole number of hundredths (cents for money,
 * hundredths of a percent): "12,5" → 1250. Exact (no floating point on text); null otherwise.
 */
export function parseHundredths(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const scaled = Math.round(value * 100);
    return Math.abs(scaled - value * 100) < 1e-6 ? scaled : null;
  }
  if (typeof value !== 'string') return null;
  const parts = decimalParts(value);
  if (parts === null || parts.fraction.length > 2 || parts.whole.length > 13) return null;
  const hundredths = Number(parts.whole) * 100 + Number(parts.fraction.padEnd(2, '0'));
  return parts.negative && hundredths !== 0 ? -hundredths : hundredths;
}

/** Decimals of a JS number as written (12.5 → 1, 3 → 0). */
function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Number.POSITIVE_INFINITY;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * A number as a number field shows it: at most two decimals, a decimal comma, no grouping
 * (12.5 → "12,5"), so that the shop's parser reads it back unchanged.
 */
export function formatDecimal(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded).replace('.', ',');
}

/**
 * The one way the shop shows a percentage: up to two decimals, Estonian decimal comma and a
 * no-break space before the sign ("13,04 %"); English documents write "13.04%".
 */
export function formatPercent(value: number, language: 'et' | 'en' = 'et'): string {
  const text = formatDecimal(value);
  return language === 'en' ? `${text.replace(',', '.')}%` : `${text}\u00a0%`;
}
