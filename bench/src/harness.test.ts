import { describe, expect, it } from 'vitest';
import { formatTable, measureGroup, median, percentile, type Clock } from './harness.js';

/** A clock that advances by the cost the running case declares, so timings are exact. */
function fakeClock(): Clock & { cost: number } {
  let t = 0;
  const clock = {
    cost: 0,
    now() {
      t += clock.cost / 2;
      return t;
    },
  };
  return clock;
}

describe('harness', () => {
  it('median and percentile use nearest rank', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
    expect(() => median([])).toThrow(RangeError);
  });

  it('reports ratios to the floor and checks budgets', async () => {
    const clock = fakeClock();
    const results = await measureGroup(
      {
        name: 'g',
        rounds: 5,
        warmup: 0,
        floor: { name: 'floor', units: 100, unit: 'chunk', run: () => (clock.cost = 1) },
        cases: [
          { name: 'fast', units: 100, unit: 'chunk', run: () => (clock.cost = 1.5), budget: { maxRatio: 2, description: '< 2x' } },
          { name: 'slow', units: 100, unit: 'chunk', run: () => (clock.cost = 3), budget: { maxRatio: 2, description: '< 2x' } },
          {
            name: 'added',
            units: 100,
            unit: 'chunk',
            run: () => (clock.cost = 1.2),
            budget: { maxAddedMicrosPerUnit: 1, relativeTo: 'fast', addedPer: 2, description: '< 1 µs' },
          },
        ],
      },
      clock,
    );
    const byName = Object.fromEntries(results.map((r) => [r.name, r]));
    // the fake clock charges the cost set by the case that just ran: half before, half after
    expect(byName.fast?.withinBudget).toBe(true);
    expect(byName.slow?.withinBudget).toBe(false);
    expect(byName.slow?.ratioToFloor).toBeGreaterThan(2);
    expect(byName.added?.withinBudget).toBe(true);
    expect(formatTable(results)).toContain('OVER (< 2x)');
  });

  it('checks a maxRatio budget against the relativeTo case instead of the floor', async () => {
    const clock = fakeClock();
    const results = await measureGroup(
      {
        name: 'g',
        rounds: 5,
        warmup: 0,
        floor: { name: 'floor', units: 1, run: () => (clock.cost = 1) },
        cases: [
          { name: 'reference', units: 1, run: () => (clock.cost = 4) },
          { name: 'near', units: 1, run: () => (clock.cost = 4.8), budget: { maxRatio: 1.25, relativeTo: 'reference', description: '< 1.25x reference' } },
          { name: 'far', units: 1, run: () => (clock.cost = 5.2), budget: { maxRatio: 1.25, relativeTo: 'reference', description: '< 1.25x reference' } },
        ],
      },
      clock,
    );
    const byName = Object.fromEntries(results.map((r) => [r.name, r]));
    expect(byName.near?.ratioToFloor).toBeGreaterThan(1.25);
    expect(byName.near?.withinBudget).toBe(true);
    expect(byName.far?.withinBudget).toBe(false);
  });

  it('checks a maxP95Millis budget against the 95th percentile, not the median', async () => {
    const clock = fakeClock();
    let calls = 0;
    // One run in ten is slow: the median stays fast, the p95 does not.
    const spiky = () => (clock.cost = ++calls % 10 === 0 ? 5 : 0.5);
    const results = await measureGroup(
      {
        name: 'g',
        rounds: 20,
        warmup: 0,
        floor: { name: 'floor', run: () => (clock.cost = 0.1) },
        cases: [
          { name: 'spiky', run: spiky, budget: { maxP95Millis: 1, description: '< 1 ms p95' } },
          { name: 'steady', run: () => (clock.cost = 0.5), budget: { maxP95Millis: 1, description: '< 1 ms p95' } },
        ],
      },
      clock,
    );
    const byName = Object.fromEntries(results.map((r) => [r.name, r]));
    expect(byName.spiky?.medianMs).toBeLessThan(1);
    expect(byName.spiky?.withinBudget).toBe(false);
    expect(byName.steady?.withinBudget).toBe(true);
  });
});
