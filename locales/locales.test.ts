// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBundles, readSources } from '../scripts/messages-check.ts';
import { checkMessages } from '../scripts/messages-check.lib.ts';

describe('the shipped message bundles', () => {
  it('pass the message check: same keys in vi and en, valid ICU, every used id defined', () => {
    expect(checkMessages(readBundles(), readSources())).toEqual([]);
  });
});
