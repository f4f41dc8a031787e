/** Word lists written as text, so they stay compact: one word per blank-separated token. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Phrase lists written as text: comma-separated, spaces inside a phrase kept. */
export function phrases(text: string): string[] {
  return text
    .split(/,/)
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}
