/**
 * The only place that reads the system clock. Rules take `now` from a Clock so tests (and the test-mode
 * `PUT /test/clock`) can stand at any instant.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class SettableClock implements Clock {
  #fixed: Date | null = null;

  now(): Date {
    return this.#fixed ? new Date(this.#fixed) : new Date();
  }

  set(instant: Date | null): void {
    this.#fixed = instant ? new Date(instant) : null;
  }
}
