// @vitest-environment node
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripDefaultMessages } from './strip-default-messages.ts';

describe('stripDefaultMessages', () => {
  it('removes descriptor defaults wherever they sit in the object, keeping valid code', () => {
    const code = [
      'const m = defineMessages({',
      "  a: { id: 'home.a', defaultMessage: '© {year} …' },",
      "  b: { defaultMessage: 'B', id: 'home.b' },",
      "  c: {\n    id: 'home.c',\n    defaultMessage:\n      'a long text',\n  },",
      '});',
    ].join('\n');
    const out = stripDefaultMessages(code, 'messages.ts') ?? '';
    expect(out).not.toContain('defaultMessage');
    expect(out).toMatch(/a: \{ id: 'home\.a',\s*\}/);
    expect(out).toMatch(/b: \{\s*id: 'home\.b' \}/);
    expect(parseSync('messages.ts', out, { lang: 'ts' }).errors).toEqual([]);
  });

  it('removes the attribute of FormattedMessage, string or expression', () => {
    const code = [
      'const a = <FormattedMessage id="x.a" defaultMessage="A & B" />;',
      'const b = <FormattedMessage\n  id="x.b"\n  defaultMessage={\'{n} games\'}\n  values={{ n }}\n/>;',
    ].join('\n');
    const out = stripDefaultMessages(code, 'page.tsx') ?? '';
    expect(out).toContain('<FormattedMessage id="x.a" />');
    expect(out).toContain('id="x.b"\n  values={{ n }}');
    expect(out).not.toContain('defaultMessage');
  });

  it('leaves files without defaults alone', () => {
    expect(stripDefaultMessages('const a = descriptor.defaultMessage;', 'a.ts')).toBeNull();
    expect(stripDefaultMessages("const a = { id: 'x.y' };", 'a.ts')).toBeNull();
  });
});
