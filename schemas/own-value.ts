/**
 * `record[key]` when `key` is the record's own property, else undefined. Every map looked up
 * with a key from a URL, storage or the network goes through this: a plain `record[key]` finds
 * `constructor`, `__proto__` or `toString` on the prototype (issue 21, finding 11).
 */
export function ownValue<T>(
  record: Readonly<Record<string, T>>,
  key: string | null | undefined,
): T | undefined {
  return typeof key === 'string' && Object.hasOwn(record, key) ? record[key] : undefined;
}
