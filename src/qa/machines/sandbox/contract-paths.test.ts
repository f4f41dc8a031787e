// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MACHINES } from '#machines/index.ts';
import { findShortestPath, targetsOf } from './shortest-path.ts';

describe('the contract machine in the visualiser', () => {
  const entry = MACHINES.find((e) => e.id === 'contract');

  it('is listed, with a shortest path from its sandbox to every state it can show', async () => {
    if (!entry) throw new Error('contract is not in the registry');
    // `routing` is transient (it only chooses the state from the platform's status): never shown.
    const targets = targetsOf(entry.machine)
      .map((target) => target.id)
      .filter((id) => id !== 'contract.routing');
    expect(targets.length).toBeGreaterThan(10);
    for (const target of targets) {
      expect({ target, steps: await findShortestPath(entry, target) }).not.toEqual({
        target,
        steps: null,
      });
    }
  });
});
