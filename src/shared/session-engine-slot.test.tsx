import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlySessionEvents } from './session.tsx';

// The machine and its effects have tests of their own: here, only where the slot starts it.
vi.mock('./session-engine.tsx', () => ({ SessionEngine: () => <p>machine running</p> }));

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

async function renderSlot(comingBack: boolean) {
  const { SessionEngineSlot } = await import('./session-engine-slot.tsx');
  render(
    <Boundary>
      <SessionEngineSlot
        comingBack={comingBack}
        navigate={() => {}}
        early={new EarlySessionEvents()}
        onActor={() => {}}
      />
    </Boundary>,
  );
}

describe('SessionEngineSlot', () => {
  afterEach(() => vi.resetModules());

  it.each([true, false])(
    'starts the machine once its chunk has run (a session coming back: %s)',
    async (comingBack) => {
      await renderSlot(comingBack);
      expect(await screen.findByText('machine running')).toBeVisible();
    },
  );

  it("shows a chunk that cannot load to the app's error boundary, as a lazy one would", async () => {
    vi.resetModules();
    vi.doMock('./session-engine.tsx', () => {
      throw new Error('the chunk did not load');
    });
    await renderSlot(true);
    // Vitest wraps the module's error in one of its own; a browser's would be a failed fetch.
    expect(await screen.findByRole('alert')).toHaveTextContent(/mocking a module/);
    expect(screen.queryByText('machine running')).toBeNull();
    // React reports the error it handed to the boundary.
    const reported = vi.mocked(console.error).mock.calls.flat().map(String).join(' ');
    expect(reported).toContain('<SessionEngineWhenLoaded>');
    vi.mocked(console.error).mockClear();
  });
});
