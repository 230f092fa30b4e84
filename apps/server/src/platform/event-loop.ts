/**
 * Resolves on the event loop's next turn, after the timers, I/O and requests waiting for it.
 * Long work on the main thread awaits it between steps so a buyer's request waits for one step at
 * most. It matters most on SQLite: better-sqlite3 answers synchronously, so a chain of awaited
 * queries resolves as microtasks and never lets anything else in (decisions 082, 093).
 */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
