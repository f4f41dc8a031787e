// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { extractMessages } from './messages-extract.ts';

let root = '';
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'extract-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const header = "import { defineMessages, FormattedMessage } from 'react-intl';\n";

describe('extractMessages', () => {
  it('gives a flat id -> text object of the source, tests left out, whitespace kept', () => {
    const { messages, text } = extractMessages(
      project({
        'src/page.tsx': `${header}const m = defineMessages({ b: { id: 'home.b', defaultMessage: 'Two  spaces' } });\nexport const A = () => <FormattedMessage id="home.a" defaultMessage="A" />;\n`,
        'src/page.test.tsx': `${header}const m = defineMessages({ t: { id: 'test.only', defaultMessage: 'T' } });\n`,
      }),
    );
    expect(messages).toEqual({ 'home.a': 'A', 'home.b': 'Two  spaces' });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('fails on a computed id, which extraction cannot see', () => {
    const computed = `${header}export const f = (intl, kind) => intl.formatMessage({ id: \`home.\${kind}\`, defaultMessage: 'x' });\n`;
    expect(() => extractMessages(project({ 'src/page.tsx': computed }))).toThrow();
  });

  it('fails on one id with two different texts', () => {
    expect(() =>
      extractMessages(
        project({
          'src/a.ts': `${header}defineMessages({ a: { id: 'home.a', defaultMessage: 'One' } });\n`,
          'src/b.ts': `${header}defineMessages({ a: { id: 'home.a', defaultMessage: 'Two' } });\n`,
        }),
      ),
    ).toThrow();
  });
});
