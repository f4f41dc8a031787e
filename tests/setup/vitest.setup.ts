import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Any console.error in a test fails it (as in epic-stack): React warnings and failed renders
 * must be fixed, not scrolled past. A test that provokes an error on purpose (an error
 * boundary, say) asserts it and then calls `vi.mocked(console.error).mockClear()`.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
