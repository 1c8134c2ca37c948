import { describe, expect, it } from 'vitest';
import { mapInTurns } from './map-in-turns';

/** A long list mapped a slice at a time, the event loop served between slices (decision 060). */
describe('mapInTurns', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('maps every item in order, as Array.map would', async () => {
    expect(await mapInTurns(items, (n) => n * 2, { slice: 3 })).toEqual(items.map((n) => n * 2));
    expect(await mapInTurns([], (n: number) => n)).toEqual([]);
  });

  it('lets what waits for the event loop run between slices, not before a list of one slice is done', async () => {
    const order: string[] = [];
    // Another request that comes back for each turn it is given, until the list is done.
    let done = false;
    const others = () =>
      setImmediate(() => {
        if (done) return;
        order.push('other request');
        others();
      });
    others();
    await mapInTurns(items, (n) => order.push(`item ${n}`), { slice: 4 });
    done = true;
    expect(order).toEqual([
      'item 0',
      'item 1',
      'item 2',
      'item 3',
      'other request',
      'item 4',
      'item 5',
      'item 6',
      'item 7',
      'other request',
      'item 8',
      'item 9',
    ]);
    order.length = 0;
    done = false;
    others();
    await mapInTurns(items, (n) => order.push(`item ${n}`), { slice: 10 });
    done = true;
    expect(order).not.toContain('other request');
  });

  it('stops at the next turn once the signal is aborted, with its reason', async () => {
    const controller = new AbortController();
    const mapped: number[] = [];
    const run = mapInTurns(
      items,
      (n) => {
        mapped.push(n);
        if (n === 1) controller.abort(new Error('the owner left'));
        return n;
      },
      { slice: 4, signal: controller.signal },
    );
    await expect(run).rejects.toThrow('the owner left');
    expect(mapped).toEqual([0, 1, 2, 3]);
  });
});
