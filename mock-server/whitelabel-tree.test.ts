// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '#schemas/platform-api.ts';
import {
  buildWhitelabelTree,
  OTHER_MODULE,
  WHITELABEL_MODULES,
} from '#mock-server/whitelabel-tree.ts';

const allOff = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])) as Record<
  WhitelabelFlag,
  boolean
>;

describe('buildWhitelabelTree', () => {
  it('places every flag of the contract exactly once, so no OTHER3 module is needed', () => {
    const placed = WHITELABEL_MODULES.flatMap((module) => module.flags);
    expect([...placed].sort()).toEqual([...WHITELABEL_FLAGS].sort());
    const tree = buildWhitelabelTree(allOff);
    expect(tree.map((node) => node.modId)).not.toContain(OTHER_MODULE);
  });

  it('turns a flag on only in its own leaf', () => {
    const tree = buildWhitelabelTree({ ...allOff, CBS3: true });
    const on = tree.flatMap((node) => node.childrenNodes).filter((leaf) => leaf.enabled === '1');
    expect(on).toEqual([{ modId: 'CBS3', enabled: '1', childrenNodes: [] }]);
  });
});
