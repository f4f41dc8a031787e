import type { MessagePart } from './message-parts.ts';
import type { Loaders, Messages } from './load-messages.ts';

/**
 * The loaders of the parts that load with their feature (`MESSAGE_PARTS`), one chunk per
 * language and part (`scripts/vite-locale-messages.ts` serves `?part=`). Apart from the core's
 * loaders so that their thirty hashed file names stay out of the home route's first load.
 */
export const PART_LOADERS: Record<MessagePart, Loaders> = {
  register: import.meta.glob<Messages>('../../../locales/*.json', {
    query: '?part=register',
    import: 'default',
  }),
  support: import.meta.glob<Messages>('../../../locales/*.json', {
    query: '?part=support',
    import: 'default',
  }),
  // The QA tools exist in demo builds only, so their messages stay out of live builds.
  qa: import.meta.env.VITE_DEMO
    ? import.meta.glob<Messages>('../../../locales/*.json', {
        query: '?part=qa',
        import: 'default',
      })
    : {},
};
