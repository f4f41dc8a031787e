/**
 * The browser's first use of `Intl` loads ICU's locale data in one go: about 20 ms of main
 * thread on this machine, which Lighthouse's 4x CPU model turns into a long task inside
 * react-intl's `createIntl`. Done first in short steps, one task each, the same work stays
 * under the long-task line (decision 006's addendum has the measurements): the locale's likely
 * subtags, the numbering systems, then a number format of the locale (dates then cost 2 ms).
 */
const WARM_STEPS: ReadonlyArray<(locale: string) => unknown> = [
  (locale) => new Intl.Locale(locale).maximize(),
  () => Intl.supportedValuesOf?.('numberingSystem'),
  (locale) => new Intl.NumberFormat(locale).format(1),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the warm-up steps for `locale`, each in its own task; resolves when all have run. */
export async function warmIntl(locale: string): Promise<void> {
  for (const step of WARM_STEPS) {
    await nextTask();
    try {
      step(locale);
    } catch {
      // A locale the browser rejects: createIntl reports it (react-intl's own error path).
    }
  }
}
