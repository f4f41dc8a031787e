// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readBundles } from '../scripts/messages-check.ts';
import { checkMessages } from '../scripts/messages-check.lib.ts';
import { extractMessages } from '../scripts/messages-extract.ts';

describe('the shipped message bundles', () => {
  it('pass the message check: en is the extraction, vi complete, nothing unused, valid ICU', () => {
    expect(checkMessages(readBundles(), extractMessages())).toEqual([]);
  });
});
