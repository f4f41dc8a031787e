/**
 * How long a member page's data asked for at boot (decision 016) counts as fresh: long enough
 * for the page's first render to take it instead of asking again (a slow phone may need a few
 * seconds to get there), short enough that coming back to the page later asks anew.
 */
export const BOOT_ANSWER_FRESH_MS = 15_000;
