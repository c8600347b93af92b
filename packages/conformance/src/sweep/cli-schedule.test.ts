import { describe, expect, it } from 'vitest';
import { CliSchedule } from './cli-schedule.js';

interface Plan {
  name: string;
  size: number;
  cached?: boolean;
}

/** Runs a schedule as runConformance does, with `jobs` workers; tracks what is held at once. */
async function sweep(plans: Plan[], options: { jobs: number; bound: number; scenarios: number; failOn?: string }) {
  const held = new Set<string>();
  let heldBytes = 0;
  let mostBytes = 0;
  const order: string[] = [];
  // Resolutions begun and scenarios begun, in the order they happened.
  const events: string[] = [];
  const schedule = new CliSchedule<Plan, { plan: Plan; sizeBytes: number; release(): Promise<void> }, number>(plans, {
    jobs: options.jobs,
    bound: options.bound,
    itemsOf: () => Array.from({ length: options.scenarios }, (_, i) => i),
    cost: async (plan) => (plan.cached ? 0 : plan.size),
    hold: async (plan) => {
      events.push(`resolve ${plan.name}`);
      if (plan.name === options.failOn) throw new Error(`${plan.name} cannot be installed`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      held.add(plan.name);
      heldBytes += plan.size;
      mostBytes = Math.max(mostBytes, heldBytes);
      order.push(`hold ${plan.name}`);
      return {
        plan,
        sizeBytes: plan.size,
        release: async () => {
          held.delete(plan.name);
          heldBytes -= plan.size;
          order.push(`release ${plan.name}`);
        },
      };
    },
  });
  const ran: string[] = [];
  const worker = async () => {
    for (;;) {
      const task = await schedule.next();
      if (!task) return;
      expect(held.has(task.plan.name)).toBe(true);
      events.push(`start ${task.plan.name}/${task.item}`);
      await new Promise((resolve) => setTimeout(resolve, 1 + (task.item ?? 0)));
      ran.push(`${task.plan.name}/${task.item}`);
      if (schedule.finish(task)) await schedule.release(task.held);
    }
  };
  try {
    await Promise.all(Array.from({ length: options.jobs }, worker));
  } finally {
    await schedule.close();
  }
  return { ran, order, events, mostBytes, held };
}

const range = (count: number, size: number): Plan[] => Array.from({ length: count }, (_, i) => ({ name: `v${i}`, size }));

describe('the CLI schedule', () => {
  it('holds no more than the bound for a range bigger than it, each CLI while its scenarios run', async () => {
    const { ran, order, mostBytes, held } = await sweep(range(7, 300), { jobs: 2, bound: 1000, scenarios: 4 });
    expect(ran).toHaveLength(28);
    expect(mostBytes).toBeLessThanOrEqual(1000);
    expect(held.size).toBe(0);
    // Resolved ahead within the bound: the next is held before the one before it is released.
    expect(order.indexOf('hold v1')).toBeLessThan(order.indexOf('release v0'));
  });

  it('resolves the next CLI a whole catalogue ahead, so its install runs beside the catalogue before it', async () => {
    const { events } = await sweep(range(3, 10), { jobs: 1, bound: 1000, scenarios: 3 });
    // Not once the queue runs low (then v0/2 would have started first): before v0's first scenario.
    expect(events.slice(0, 3)).toEqual(['resolve v0', 'resolve v1', 'start v0/0']);
    expect(events.indexOf('resolve v2')).toBeLessThan(events.indexOf('start v1/0'));
  });

  it('with a bound of 0, holds one CLI at a time', async () => {
    const { order, mostBytes } = await sweep(range(3, 300), { jobs: 2, bound: 0, scenarios: 3 });
    expect(mostBytes).toBe(300);
    expect(order).toEqual(['hold v0', 'release v0', 'hold v1', 'release v1', 'hold v2', 'release v2']);
  });

  it('holds a cached CLI ahead whatever the bound, as it costs no room', async () => {
    const plans = [{ name: 'a', size: 300 }, { name: 'b', size: 300, cached: true }];
    const { order } = await sweep(plans, { jobs: 2, bound: 0, scenarios: 3 });
    expect(order.indexOf('hold b')).toBeLessThan(order.indexOf('release a'));
  });

  it('gives a CLI without scenarios one empty task, so it is judged and let go', async () => {
    // A bound that holds one CLI: with room for two, v1 may be held before v0 is let go, by timing.
    const { ran, order } = await sweep(range(2, 10), { jobs: 1, bound: 10, scenarios: 0 });
    expect(ran).toEqual(['v0/undefined', 'v1/undefined']);
    expect(order).toEqual(['hold v0', 'release v0', 'hold v1', 'release v1']);
  });

  it('rejects the next task with a CLI that could not be resolved, and releases what it holds on close', async () => {
    await expect(sweep(range(3, 10), { jobs: 2, bound: 100, scenarios: 2, failOn: 'v1' })).rejects.toThrow('v1 cannot be installed');
  });

  it('keeps a CLI whose release failed held, and lets it go on close; halt wakes a worker waiting for room', async () => {
    let failures = 1;
    const released: string[] = [];
    const schedule = new CliSchedule<Plan, { plan: Plan; sizeBytes: number; release(): Promise<void> }, number>(range(2, 10), {
      jobs: 1,
      bound: 10,
      itemsOf: () => [0],
      cost: async (plan) => plan.size,
      hold: async (plan) => ({
        plan,
        sizeBytes: plan.size,
        release: async () => {
          if (failures-- > 0) throw new Error('the lock could not be taken');
          released.push(plan.name);
        },
      }),
    });
    const task = (await schedule.next())!;
    expect(schedule.finish(task)).toBe(true);
    await expect(schedule.release(task.held)).rejects.toThrow('the lock could not be taken');
    // v0 is still held, so v1 does not fit: the worker waits until the schedule halts.
    const waiting = schedule.next();
    schedule.halt();
    expect(await waiting).toBeUndefined();
    await schedule.close();
    expect(released).toEqual(['v0']);
  });
});
