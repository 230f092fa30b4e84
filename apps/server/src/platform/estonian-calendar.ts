/**
 * Calendar days in Estonia (Europe/Tallinn), the one place the server computes them: campaigns
 * start and end on Estonian days, order numbers take the year, invoices their issue and due
 * dates, and the order list's period filter its day boundaries from here.
 */
export const ESTONIAN_TIME_ZONE = 'Europe/Tallinn';
const TIME_ZONE = ESTONIAN_TIME_ZONE;
const DAY_MS = 86_400_000;

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const OFFSET_FORMAT = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

const MINUTE_MS = 60_000;
let lastMinute = Number.NaN;
let lastDay = '';

/**
 * yyyy-mm-dd of the instant in Estonia (now by default). Estonian days begin on a whole minute
 * of UTC, so the last minute's answer is kept: listings ask for today on every request.
 */
export function estonianDay(at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  if (minute !== lastMinute) {
    lastDay = DAY_FORMAT.format(at);
    lastMinute = minute;
  }
  return lastDay;
}

export function estonianYear(at: Date): number {
  return Number(estonianDay(at).slice(0, 4));
}

/** The day `days` after `day` (both yyyy-mm-dd). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Estonia's UTC offset at the instant, in minutes (120 in winter, 180 in summer). */
function offsetMinutes(at: Date): number {
  const name = OFFSET_FORMAT.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The UTC instant (ISO) at which the Estonian day `day` begins. */
export function dayStartUtc(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  // The offset at that midnight is the day's own except on a transition night, where it is 1 h off.
  const guess = midnightUtc - offsetMinutes(new Date(midnightUtc)) * 60_000;
  const exact = midnightUtc - offsetMinutes(new Date(guess)) * 60_000;
  return new Date(exact).toISOString();
}
