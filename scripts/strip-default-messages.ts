import { parseSync, Visitor } from 'vite';

/**
 * Removes every `defaultMessage` (descriptor property or `<FormattedMessage>` attribute) from a
 * source file. The English texts sit in source so that `formatjs extract` writes en.json from
 * them, but at run time every message comes from `locales/`: shipping them twice would cost
 * the home route's 150 KB budget (formatjs's own advice: remove defaultMessage in production).
 * Returns null when the file has none.
 */
export function stripDefaultMessages(code: string, filename: string): string | null {
  if (!code.includes('defaultMessage')) return null;
  const lang = filename.endsWith('x') ? 'tsx' : 'ts';
  const { program, errors } = parseSync(filename, code, { lang });
  if (errors.length > 0) return null;
  const cuts: Array<[number, number]> = [];
  new Visitor({
    Property(node) {
      if (node.computed || node.key.type !== 'Identifier' || node.key.name !== 'defaultMessage')
        return;
      // Take the comma after it too, so `{ id, defaultMessage, description }` stays valid.
      const comma = /^\s*,/.exec(code.slice(node.end));
      cuts.push([node.start, node.end + (comma?.[0].length ?? 0)]);
    },
    JSXAttribute(node) {
      if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'defaultMessage') return;
      const space = /\s*$/.exec(code.slice(0, node.start))?.[0].length ?? 0;
      cuts.push([node.start - space, node.end]);
    },
  }).visit(program);
  if (cuts.length === 0) return null;
  let out = code;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + out.slice(end);
  return out;
}
