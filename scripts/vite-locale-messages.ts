import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isMessagePart, pickPart } from '../src/shared/i18n/message-parts.ts';
import { stripDefaultMessages } from './strip-default-messages.ts';

const LOCALE_FILE = /[\\/]locales[\\/][\w-]+\.json\?part=(\w+)$/;

/**
 * Serves `locales/<lang>.json?part=<part>`: only the messages of that part
 * (`src/shared/i18n/message-parts.ts`), so a feature's messages load with the feature. In builds
 * every message is also parsed to its ICU AST, and react-intl's runtime parser is swapped for
 * formatjs's `no-parser` stub (formatjs's "pre-compile messages" guide): about 8 KB gzip less
 * on every first load. `npm run messages:check` has already proven each message parses. Builds
 * also drop the English `defaultMessage`s of `src/` (they exist for `formatjs extract`; at run
 * time every text comes from these bundles).
 */
export function localeMessages(): Plugin {
  let build = false;
  return {
    name: 'locale-messages',
    enforce: 'pre',
    config: (_, { command }) => {
      build = command === 'build';
      if (!build) return undefined;
      return {
        resolve: {
          alias: {
            '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        },
      };
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/ },
      handler(code, id) {
        if (!build || id.includes('node_modules')) return null;
        const stripped = stripDefaultMessages(code, id);
        return stripped === null ? null : { code: stripped, map: null };
      },
    },
    load(id) {
      const part = LOCALE_FILE.exec(id)?.[1];
      if (part === undefined) return null;
      if (!isMessagePart(part)) throw new Error(`${id}: unknown message part "${part}"`);
      const file = id.slice(0, id.indexOf('?'));
      const messages = pickPart(
        JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
        part,
      );
      const served = build
        ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]))
        : messages;
      // A module of its own: Vite's JSON plugin does not take ids with a query.
      return `export default ${JSON.stringify(served)};`;
    },
  };
}
