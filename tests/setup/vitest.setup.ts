import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// Vitest runs without globals, so Testing Library cannot do its own set-up: tell React this
// is a test environment that wraps updates in act(), as Testing Library would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy and waitFor wait up to 3 s instead of 1 s: on a busy 2-core CI machine a lazy chunk
// (Swiper, the chart layout) can take over a second to arrive. It stays below the 5 s test
// timeout, so a wait that never succeeds still fails with its own message.
configure({ asyncUtilTimeout: 3000 });

/**
 * Any console.error in a test fails it (as in epic-stack): React warnings and failed renders
 * must be fixed, not scrolled past. A test that provokes an error on purpose (an error
 * boundary, say) asserts it and then calls `vi.mocked(console.error).mockClear()`.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  // Unmount first, whatever happens next, so no test ever sees another's DOM.
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
