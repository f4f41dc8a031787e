import { describe, expect, it } from 'vitest';
import { readJsonText } from './json-text.ts';

describe('readJsonText', () => {
  it('reads an object', () => {
    expect(readJsonText('{ "app": { "id": "acme" } }')).toEqual({
      ok: true,
      brand: { app: { id: 'acme' } },
    });
  });

  it('says where a syntax mistake is, counting lines and columns from 1', () => {
    expect(readJsonText('{\n  "app": {\n    "id": "acme",\n  }\n}')).toEqual({
      ok: false,
      problem: 'syntax',
      line: 4,
      column: 3,
    });
  });

  it('places a text that stops too early at its end', () => {
    expect(readJsonText('{\n  "app": {')).toEqual({
      ok: false,
      problem: 'syntax',
      line: 2,
      column: 11,
    });
  });

  it('refuses JSON that is not one object', () => {
    for (const text of ['[]', '42', 'null', '"brand"']) {
      expect(readJsonText(text), text).toEqual({ ok: false, problem: 'notObject' });
    }
  });
});
