/**
 * The only place that reads the system clock. Rules take `now` from a Clock so tests (and the test-mode
 * `PUT /test/clock`) can stand at any instant.
 */
export interface Clock {
  now(): Date;
  /**
   * Time as it really passes, for durations measured between requests (a staff session's idle time). Standing the
   * test clock at another date does not move it: tests and journeys jump days ahead to reach a settlement date
   * with a back-office page open, which is not a person leaving their desk. `SettableClock.pass` moves it.
   */
  realNow(): Date;
}

export const systemClock: Clock = { now: () => new Date(), realNow: () => new Date() };

export class SettableClock implements Clock {
  #fixed: Date | null = null;
  #passed = 0;

  now(): Date {
    return this.#fixed ? new Date(this.#fixed) : new Date(Date.now() + this.#passed);
  }

  realNow(): Date {
    return new Date(Date.now() + this.#passed);
  }

  set(instant: Date | null): void {
    this.#fixed = instant ? new Date(instant) : null;
  }

  /** Lets time pass: both the date and the real time move on by `ms`. */
  pass(ms: number): void {
    this.#passed += ms;
    if (this.#fixed) this.#fixed = new Date(this.#fixed.getTime() + ms);
  }
}
