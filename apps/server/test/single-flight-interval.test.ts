import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startSingleFlightInterval } from '../src/single-flight-interval.ts';

describe('single-flight interval', () => {
  it('runs at once and on every tick, never two runs at a time', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const loop = startSingleFlightInterval({
      everyMs: 5,
      work: async () => {
        active += 1;
        most = Math.max(most, active);
        runs += 1;
        await sleep(30);
        active -= 1;
      },
      onError: () => {},
    });
    expect(runs).toBe(1);
    // Ticks and outside calls during a run join it.
    const joined = [loop.run(), loop.run()];
    expect(runs).toBe(1);
    await Promise.all(joined);
    await sleep(100);
    await loop.stop();
    expect(runs).toBeGreaterThan(1);
    expect(most).toBe(1);
  });

  it('waits for the run in flight when stopped, then runs no more', async () => {
    let finished = 0;
    let started = 0;
    const loop = startSingleFlightInterval({
      everyMs: 5,
      work: async () => {
        started += 1;
        await sleep(40);
        finished += 1;
      },
      onError: () => {},
    });
    await loop.stop();
    expect(finished).toBe(1);
    await loop.run();
    await sleep(30);
    expect(started).toBe(1);
  });

  it('reports a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const loop = startSingleFlightInterval({
      everyMs: 5,
      work: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database down');
      },
      onError: (error) => errors.push(error),
    });
    await loop.first;
    await sleep(40);
    await loop.stop();
    expect(errors).toHaveLength(1);
    expect(runs).toBeGreaterThan(1);
  });
});
