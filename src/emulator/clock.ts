// The emulated clock: auto-batch delays, retry backoff and deadlines run on it, so tests can
// move time forward by hours without sleeping. `timeScale` emulated seconds pass per real
// second (0 = time moves only through advance()).

interface Timer {
  id: number;
  at: number;
  fn: () => unknown;
}

export class Clock {
  #baseEmu: number;
  #baseReal: number;
  #timeScale: number;
  #timers: Timer[] = [];
  #nextId = 1;
  #real: ReturnType<typeof setTimeout> | undefined;
  #running: Promise<void> = Promise.resolve();
  #onError: (e: unknown) => void;

  constructor(options: {now?: number | Date; timeScale?: number; onError?: (e: unknown) => void} = {}) {
    const start = options.now instanceof Date ? options.now.getTime() : (options.now ?? Date.now());
    this.#baseEmu = Number.isFinite(start) ? start : Date.now();
    this.#baseReal = performance.now();
    const scale = options.timeScale ?? 1;
    this.#timeScale = Number.isFinite(scale) && scale >= 0 ? scale : 1;
    this.#onError = options.onError ?? ((e) => console.error('[emulator] timer failed:', e));
  }

  get timeScale(): number {
    return this.#timeScale;
  }

  /** Emulated time, epoch milliseconds. */
  now(): number {
    // A stopped clock (time scale 0) does not ask the real one: a request asks several times.
    if (this.#timeScale === 0) return Math.floor(this.#baseEmu);
    return Math.floor(this.#baseEmu + (performance.now() - this.#baseReal) * this.#timeScale);
  }

  iso(ms = this.now()): string {
    // A request asks for the time several times within the same millisecond: format it once.
    if (ms !== this.#isoMs) {
      this.#isoMs = ms;
      this.#isoText = new Date(ms).toISOString();
    }
    return this.#isoText;
  }
  #isoMs = NaN;
  #isoText = '';

  /** Runs `fn` when the emulated clock reaches `now() + ms`. */
  setTimeout(fn: () => unknown, ms: number): number {
    const id = this.#nextId++;
    const at = this.now() + Math.max(0, Number.isFinite(ms) ? ms : 0);
    const t = {id, at, fn};
    // Keep the list sorted by time, then by insertion (stable).
    let i = this.#timers.length;
    while (i > 0 && this.#timers[i - 1].at > at) i--;
    this.#timers.splice(i, 0, t);
    this.#arm();
    return id;
  }

  clearTimeout(id: number | undefined): void {
    if (id === undefined) return;
    const i = this.#timers.findIndex((t) => t.id === id);
    if (i >= 0) this.#timers.splice(i, 1);
    this.#arm();
  }

  /** Number of pending timers (for tests and the control API). */
  get pending(): number {
    return this.#timers.length;
  }

  /**
   * Moves emulated time forward by `seconds`, running every timer that falls due on the way, in
   * order, each at its own time, and waiting for the async work it starts before the next.
   */
  advance(seconds: number): Promise<void> {
    const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
    const run = this.#running.then(async () => {
      const target = this.now() + ms;
      for (;;) {
        const next = this.#timers[0];
        if (!next || next.at > target) break;
        this.#timers.shift();
        this.#set(Math.max(next.at, this.now()));
        await this.#fire(next);
      }
      this.#set(Math.max(target, this.now()));
      this.#arm();
    });
    this.#running = run.catch(() => undefined);
    return run;
  }

  /** Drops every timer (reset). */
  clear(): void {
    this.#timers = [];
    this.#arm();
  }

  dispose(): void {
    this.clear();
  }

  #set(emu: number): void {
    this.#baseEmu = emu;
    this.#baseReal = performance.now();
  }

  async #fire(t: Timer): Promise<void> {
    try {
      await t.fn();
    } catch (e) {
      this.#onError(e);
    }
  }

  // With a running clock, one real timer is armed for the earliest emulated timer.
  #arm(): void {
    if (this.#real) clearTimeout(this.#real);
    this.#real = undefined;
    const next = this.#timers[0];
    if (!next || this.#timeScale === 0) return;
    const delay = Math.min(2 ** 31 - 1, Math.max(0, (next.at - this.now()) / this.#timeScale));
    this.#real = setTimeout(() => {
      this.#real = undefined;
      this.#running = this.#running.then(async () => {
        for (;;) {
          const t = this.#timers[0];
          if (!t || t.at > this.now()) break;
          this.#timers.shift();
          await this.#fire(t);
        }
        this.#arm();
      });
    }, delay);
    this.#real.unref?.();
  }
}
