import fc from 'fast-check';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import {
  ClockError,
  MAX_COUNTER,
  createStamper,
  formatStamp,
  isDeviceId,
  newClock,
  newDeviceId,
  parseStamp,
  receive,
  tick,
  type Clock,
} from './hlc';

const A = 'AAAAAAAAAAA';
const B = 'BBBBBBBBBBB';

describe('hybrid logical clock', () => {
  it('makes device ids of 8 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, newDeviceId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isDeviceId(id)).toBe(true);
  });

  it('writes stamps that sort as the clocks do', () => {
    const stamp = formatStamp({ millis: 1_700_000_000_000, counter: 7, device: A });
    expect(stamp).toBe(`1700000000000:00007:${A}`);
    expect(parseStamp(stamp)).toEqual({ millis: 1_700_000_000_000, counter: 7, device: A });
    expect(formatStamp({ millis: 999, counter: 0, device: B }) < stamp).toBe(true);
  });

  it.each([
    '',
    '1700000000000:00007',
    `170000000000:00007:${A}`,
    `1700000000000:7:${A}`,
    `1700000000000:00007:${A}x`,
    `1700000000000:00007:AAAA+AAAAAA`,
    `-700000000000:00007:${A}`,
    ` 1700000000000:00007:${A}`,
  ])('refuses the malformed stamp %j', (stamp) => {
    expect(parseStamp(stamp)).toBeNull();
    expect(() => receive(newClock(A), stamp, 0)).toThrow(ClockError);
  });

  it('refuses what is not a stamp at all', () => {
    expect(parseStamp(42)).toBeNull();
    expect(parseStamp(null)).toBeNull();
    expect(() => formatStamp({ millis: 1.5, counter: 0, device: A })).toThrow(ClockError);
    expect(() => formatStamp({ millis: 1, counter: MAX_COUNTER + 1, device: A })).toThrow();
    expect(() => newClock('short')).toThrow(ClockError);
  });

  it('counts events within one millisecond and while the wall clock goes back', () => {
    let clock = newClock(A);
    clock = tick(clock, 5000);
    expect(clock).toMatchObject({ millis: 5000, counter: 0 });
    clock = tick(clock, 5000);
    expect(clock).toMatchObject({ millis: 5000, counter: 1 });
    clock = tick(clock, 4000);
    expect(clock).toMatchObject({ millis: 5000, counter: 2 });
    clock = tick(clock, 6000);
    expect(clock).toMatchObject({ millis: 6000, counter: 0 });
  });

  it('borrows the next millisecond when the counter runs out', () => {
    const full: Clock = { millis: 5000, counter: MAX_COUNTER, device: A };
    expect(tick(full, 0)).toEqual({ millis: 5001, counter: 0, device: A });
    expect(receive(full, { ...full, device: B }, 0)).toEqual({
      millis: 5001,
      counter: 0,
      device: A,
    });
  });

  it('stamps after a skewed-ahead device once it has seen its stamp', () => {
    const ahead = formatStamp({ millis: 9_000_000, counter: 3, device: B });
    const stamper = createStamper(newClock(A), () => 1000);
    stamper.seen(ahead);
    const next = stamper.next();
    expect(next > ahead).toBe(true);
    expect(parseStamp(next)).toEqual({ millis: 9_000_000, counter: 5, device: A });
  });

  it('keeps its own device id when it receives', () => {
    const clock = receive(newClock(A), { millis: 10, counter: 0, device: B }, 0);
    expect(clock).toEqual({ millis: 10, counter: 1, device: A });
  });

  it('is monotonic under any mix of local events and remote stamps', propertyTest, () => {
    const remote = fc.record({
      millis: fc.integer({ min: 0, max: 20_000 }),
      counter: fc.integer({ min: 0, max: MAX_COUNTER }),
      device: fc.constantFrom(B, 'CCCCCCCCCCC', '-----------'),
    });
    const step = fc.oneof(
      fc.record({ now: fc.integer({ min: 0, max: 20_000 }) }),
      fc.record({ now: fc.integer({ min: 0, max: 20_000 }), remote }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let clock = newClock(A);
        let last = formatStamp(clock);
        for (const event of steps) {
          if ('remote' in event) {
            clock = receive(clock, event.remote, event.now);
            expect(formatStamp(clock) > formatStamp(event.remote)).toBe(true);
          }
          clock = tick(clock, event.now);
          const stamp = formatStamp(clock);
          expect(stamp > last).toBe(true);
          expect(clock.millis).toBeGreaterThanOrEqual(event.now);
          last = stamp;
        }
      }),
      { numRuns: propertyRuns({ quick: 300, full: 5000 }) },
    );
  });
});
