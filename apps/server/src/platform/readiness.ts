/** What must be up before a process takes buyers (issue 25). */
export type ReadinessPart = 'migrations' | 'catalog' | 'mail';

export interface ReadinessState {
  ready: boolean;
  status: 'ready' | 'starting' | 'draining';
  /** The parts not up yet (starting). */
  waiting: ReadinessPart[];
}

/**
 * The readiness of one process, answered at `/health/ready`: not ready until the migrations ran,
 * the catalogue index is built and the mail worker runs, and not ready again once the process
 * drains before it stops, so a load balancer sends it nothing new. `/health` stays the liveness
 * check (the process and its database answer).
 */
export class Readiness {
  private readonly waiting: Set<ReadinessPart>;
  private draining = false;
  private wasReady = false;
  private readonly listeners: ((state: ReadinessState) => void)[] = [];

  constructor(parts: readonly ReadinessPart[] = ['migrations', 'catalog', 'mail']) {
    this.waiting = new Set(parts);
  }

  /** `part` is up. */
  ready(part: ReadinessPart): void {
    this.waiting.delete(part);
    this.changed();
  }

  /** `part` is up when `work` resolves; a failure leaves the process not ready (the log says why). */
  track(part: ReadinessPart, work: Promise<unknown>): void {
    work.then(
      () => this.ready(part),
      () => undefined,
    );
  }

  /** The process is about to stop: from now on it is not ready. */
  drain(): void {
    this.draining = true;
    this.changed();
  }

  /** Calls `listener` each time the process becomes ready or stops being ready (the metrics count it). */
  onChange(listener: (state: ReadinessState) => void): void {
    this.listeners.push(listener);
  }

  private changed(): void {
    const state = this.state();
    if (state.ready === this.wasReady) return;
    this.wasReady = state.ready;
    for (const listener of this.listeners) listener(state);
  }

  state(): ReadinessState {
    const waiting = [...this.waiting];
    if (this.draining) return { ready: false, status: 'draining', waiting };
    return waiting.length === 0
      ? { ready: true, status: 'ready', waiting }
      : { ready: false, status: 'starting', waiting };
  }
}
