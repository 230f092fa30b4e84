/**
 * The apply's progress as the bar shows it: the share done, the speed (rows a second, from the
 * rows done since the apply started) and the time left at that speed.
 */
export interface ImportProgress {
  percent: number;
  rowsPerSecond: number | null;
  secondsLeft: number | null;
}

export function importProgress(
  rowsDone: number,
  rowsTotal: number,
  startedAt: string | null,
  now: number = Date.now(),
): ImportProgress {
  const percent = rowsTotal === 0 ? 0 : Math.min(100, Math.round((rowsDone / rowsTotal) * 100));
  const started = startedAt === null ? Number.NaN : Date.parse(startedAt);
  const seconds = (now - started) / 1000;
  if (!Number.isFinite(seconds) || seconds <= 0 || rowsDone === 0)
    return { percent, rowsPerSecond: null, secondsLeft: null };
  const rowsPerSecond = rowsDone / seconds;
  return { percent, rowsPerSecond, secondsLeft: Math.ceil((rowsTotal - rowsDone) / rowsPerSecond) };
}

/** "1 min 5 s", "40 s". */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** A count with spaces between thousands: 1 204. */
export function countText(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
