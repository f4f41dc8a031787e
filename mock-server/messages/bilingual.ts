/**
 * One text of the platform in each language it answers in. Plain strings (no ICU): a
 * `{name}` placeholder is the only markup, and both languages have the same ones.
 */
export interface Bilingual {
  readonly vi: string;
  readonly en: string;
}

/** A table of texts by key, one per area of the platform. */
export type MessageTable = Readonly<Record<string, Bilingual>>;
