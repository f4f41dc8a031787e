/** Reports one set of builder warnings; a set already reported is skipped. */
export type RuleWarningReporter = (warnings: readonly string[]) => void;

/**
 * A reporter of what `buildRegisterForm` had to repair in the platform's registration rules
 * (an invalid pattern, min above max, an unknown pattern id...): the form still works, so
 * without this an operator or QA would never learn a rule is broken. One `console.warn` line
 * per distinct set, naming each field and its problem. The warnings come from the server's
 * rules only, never from what a player typed.
 */
export function createRuleWarningReporter(): RuleWarningReporter {
  const reported = new Set<string>();
  return (warnings) => {
    if (warnings.length === 0) return;
    // The builder rebuilds on every tab switch and both forms (page, popup) build: one line each.
    const key = [...warnings].sort().join('\n');
    if (reported.has(key)) return;
    reported.add(key);
    console.warn(`Registration rules from the platform were repaired: ${warnings.join('; ')}`);
  };
}

/** The page's reporter, shared by the register page and the login popup's register form. */
export const reportRuleWarnings = createRuleWarningReporter();
