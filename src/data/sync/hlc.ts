import { encodeBase64url } from '../../shared/lib/base64url';

/**
 * A hybrid logical clock (Kulkarni et al.): wall time in ms, a counter for events within one ms or
 * while the wall clock lags what was already seen, and the device that made the stamp. Stamps
 * order every event of every device; an edit with a later stamp is the later edit.
 */
export interface Clock {
  readonly millis: number;
  readonly counter: number;
  readonly device: string;
}

/** A clock written `1700000000000:00000:AbCdEfGhIjK`; such strings sort in clock order. */
export type Stamp = string;

const MILLIS_DIGITS = 13;
const COUNTER_DIGITS = 5;
export const MAX_MILLIS = 10 ** MILLIS_DIGITS - 1;
export const MAX_COUNTER = 10 ** COUNTER_DIGITS - 1;
const DEVICE = /^[A-Za-z0-9_-]{11}$/;
const STAMP = /^(\d{13}):(\d{5}):([A-Za-z0-9_-]{11})$/;

export class ClockError extends Error {
  override name = 'ClockError';
}

/** A device's id: 8 random bytes, base64url (11 characters). */
export function newDeviceId(): string {
  return encodeBase64url(globalThis.crypto.getRandomValues(new Uint8Array(8)));
}

export function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && DEVICE.test(value);
}

export function newClock(device: string): Clock {
  if (!isDeviceId(device)) throw new ClockError('Not a device id');
  return { millis: 0, counter: 0, device };
}

export function formatStamp({ millis, counter, device }: Clock): Stamp {
  if (!isClock({ millis, counter, device })) throw new ClockError('Not a clock');
  const ms = String(millis).padStart(MILLIS_DIGITS, '0');
  return `${ms}:${String(counter).padStart(COUNTER_DIGITS, '0')}:${device}`;
}

/** The clock a stamp was written from, or null for anything that is not a well-formed stamp. */
export function parseStamp(stamp: unknown): Clock | null {
  if (typeof stamp !== 'string') return null;
  const match = STAMP.exec(stamp);
  if (!match) return null;
  return { millis: Number(match[1]), counter: Number(match[2]), device: match[3] };
}

export function isStamp(value: unknown): value is Stamp {
  return typeof value === 'string' && STAMP.test(value);
}

function isClock({ millis, counter, device }: Clock): boolean {
  const whole = (value: number, max: number) =>
    Number.isInteger(value) && value >= 0 && value <= max;
  return whole(millis, MAX_MILLIS) && whole(counter, MAX_COUNTER) && isDeviceId(device);
}

/**
 * The clock at `millis` with `counter`; a counter past its five digits borrows the next
 * millisecond instead (the clock stays monotonic, at worst a hair ahead of the wall).
 */
function settle(millis: number, counter: number, device: string): Clock {
  if (counter <= MAX_COUNTER) return { millis, counter, device };
  if (millis >= MAX_MILLIS) throw new ClockError('Clock overflow');
  return { millis: millis + 1, counter: 0, device };
}

function wall(now: number): number {
  if (!Number.isFinite(now)) throw new ClockError('Not a time');
  return Math.min(Math.max(Math.floor(now), 0), MAX_MILLIS);
}

/** The clock for a local event at wall time `now`: later than every stamp made or seen before. */
export function tick(clock: Clock, now: number): Clock {
  const millis = Math.max(clock.millis, wall(now));
  return settle(millis, millis === clock.millis ? clock.counter + 1 : 0, clock.device);
}

/**
 * The clock once a remote stamp is seen: at least as late as it, so this device's next stamp is
 * later than the remote one even when the other device's wall clock runs ahead.
 */
export function receive(clock: Clock, remote: Clock | Stamp, now: number): Clock {
  const other = typeof remote === 'string' ? parseStamp(remote) : remote;
  if (!other || !isClock(other)) throw new ClockError('Not a stamp');
  const millis = Math.max(clock.millis, other.millis, wall(now));
  let counter = 0;
  if (millis === clock.millis && millis === other.millis) {
    counter = Math.max(clock.counter, other.counter) + 1;
  } else if (millis === clock.millis) {
    counter = clock.counter + 1;
  } else if (millis === other.millis) {
    counter = other.counter + 1;
  }
  return settle(millis, counter, clock.device);
}

/**
 * A device's running clock: `next()` stamps a local event, `seen()` takes in a remote stamp.
 * `now` is injectable for tests.
 */
export function createStamper(start: Clock, now: () => number = Date.now) {
  let clock = start;
  return {
    next(): Stamp {
      clock = tick(clock, now());
      return formatStamp(clock);
    },
    seen(stamp: Stamp): void {
      clock = receive(clock, stamp, now());
    },
    current(): Clock {
      return clock;
    },
  };
}

export type Stamper = ReturnType<typeof createStamper>;
