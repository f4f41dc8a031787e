import type { MessageDescriptor } from 'react-intl';

/**
 * The descriptor of a message whose id arrives as data (from machines/, schemas/ or the
 * simulated platform), from a map that declares each such id with its English text. An id no
 * map declares is passed on as is: react-intl then shows the id and reports the missing
 * message, as before; the maps' tests prove that the pure modules hand out declared ids only.
 */
export function messageById(
  messages: Readonly<Record<string, MessageDescriptor>>,
  id: string,
): MessageDescriptor {
  return (Object.hasOwn(messages, id) ? messages[id] : undefined) ?? { id };
}
