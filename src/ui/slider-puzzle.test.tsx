import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SliderAnswer, SliderChallenge, SliderTicket } from '#schemas/register-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { answerSlider, getSliderChallenge } from '#src/api/slider.ts';
import { mockPlatform, renderWithProviders } from '#src/app/test-utils.tsx';
import { SliderPuzzle } from './slider-puzzle.tsx';

const mock = await mockPlatform();

/** A 300x150 picture with a 44 px piece: the piece's left edge travels from 0 to 256. */
function challenge(id: string): SliderChallenge {
  const svg = (label: string) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg"><text>${label}</text></svg>`)}`;
  return {
    challengeId: id,
    width: 300,
    height: 150,
    background: svg(`background ${id}`),
    piece: svg(`piece ${id}`),
    pieceSize: 44,
    pieceY: 30,
  };
}

/** A platform stand-in: challenges c1, c2, ... and an answer that passes unless told. */
function setup(
  io: {
    loadChallenge?: () => Promise<SliderChallenge>;
    submitAnswer?: (answer: SliderAnswer) => Promise<SliderTicket>;
  } = {},
  options: { language?: string } = {},
) {
  let served = 0;
  const props = {
    loadChallenge: vi.fn(io.loadChallenge ?? (async () => challenge(`c${(served += 1)}`))),
    submitAnswer: vi.fn(io.submitAnswer ?? (async () => ({ ticket: 'ticket-1' }))),
    onSolved: vi.fn(),
    onCancel: vi.fn(),
  };
  renderWithProviders(<SliderPuzzle {...props} />, options);
  return props;
}

/** Lets the fake clock run `ms` and the promises it releases settle. */
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

const status = () => screen.getByTestId('slider-status');
const handle = () => screen.getByTestId('slider-handle');
const press = (key: string, init: { shiftKey?: boolean } = {}) =>
  fireEvent.keyDown(handle(), { key, ...init });

describe('SliderPuzzle', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the picture area while loading, then shows the puzzle and focuses the handle', async () => {
    let deliver: (value: SliderChallenge) => void = () => {};
    setup({ loadChallenge: () => new Promise((resolve) => (deliver = resolve)) });

    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Loading the puzzle…');
    expect(screen.queryByRole('img')).toBeNull();
    expect(handle()).toHaveAttribute('aria-disabled', 'true');

    deliver(challenge('c1'));
    await wait();
    expect(status()).toHaveTextContent('Drag the slider to fit the piece into the gap');
    expect(screen.getByRole('img', { name: 'Puzzle picture with a gap' })).toHaveAttribute(
      'src',
      challenge('c1').background,
    );
    const slider = screen.getByRole('slider', { name: 'Drag the piece into the gap' });
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('aria-disabled', 'false');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '256');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    // The piece is placed in picture proportions, so it stays in place when the picture scales.
    expect(screen.getByTestId('slider-piece')).toHaveStyle({ left: '0%', top: '20%' });
  });

  it('moves with the keyboard and answers with the position and every step on Enter', async () => {
    const { submitAnswer } = setup();
    await wait();

    press('End');
    expect(handle()).toHaveAttribute('aria-valuenow', '256');
    press('ArrowRight'); // already at the end: no move, no sample
    press('Home');
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowRight', { shiftKey: true });
    press('PageUp');
    press('PageUp');
    press('ArrowLeft');
    press('PageDown');
    expect(handle()).toHaveAttribute('aria-valuenow', '21');
    expect(screen.getByTestId('slider-piece')).toHaveStyle({ left: '7%' });
    expect(submitAnswer).not.toHaveBeenCalled();

    press('Enter');
    expect(status()).toHaveTextContent('Checking…');
    expect(submitAnswer).toHaveBeenCalledExactlyOnceWith({
      challengeId: 'c1',
      x: 21,
      track: [256, 0, 1, 2, 12, 22, 32, 31, 21],
    });
    await wait();
  });

  it('submits with Space too, but not before the piece has moved', async () => {
    const { submitAnswer } = setup();
    await wait();
    press(' ');
    expect(submitAnswer).not.toHaveBeenCalled();
    press('ArrowRight');
    press(' ');
    expect(submitAnswer).toHaveBeenCalledExactlyOnceWith({ challengeId: 'c1', x: 1, track: [1] });
    await wait();
  });

  it('follows a captured touch drag and answers on release', async () => {
    const { submitAnswer } = setup();
    await wait();
    const slider = handle();
    slider.setPointerCapture = vi.fn();
    const pointer = { pointerId: 7, pointerType: 'touch', button: 0 };

    fireEvent.pointerDown(slider, { ...pointer, clientX: 100 });
    expect(slider.setPointerCapture).toHaveBeenCalledWith(7);
    fireEvent.pointerMove(slider, { ...pointer, clientX: 112 });
    fireEvent.pointerMove(slider, { ...pointer, clientX: 140 });
    // A second finger does not move the piece.
    fireEvent.pointerMove(slider, { ...pointer, pointerId: 8, clientX: 300 });
    fireEvent.pointerMove(slider, { ...pointer, clientX: 157.6 });
    expect(handle()).toHaveAttribute('aria-valuenow', '58');
    expect(submitAnswer).not.toHaveBeenCalled();

    fireEvent.pointerUp(slider, { ...pointer, clientX: 157.6 });
    expect(submitAnswer).toHaveBeenCalledExactlyOnceWith({
      challengeId: 'c1',
      x: 58,
      track: [12, 40, 58],
    });
    await wait();
  });

  it('converts screen pixels to picture pixels when the picture is drawn smaller', async () => {
    const { submitAnswer } = setup();
    await wait();
    const slider = handle();
    slider.setPointerCapture = vi.fn();
    // On a narrow phone the 300 px picture is drawn 172 px wide: the 44 px handle travels 128
    // screen pixels for the piece's 256, so a 10 px drag is 20 picture pixels.
    const track = slider.parentElement;
    if (!track) throw new Error('the handle has no track');
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 172, 44));
    vi.spyOn(slider, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 44, 44));

    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 20 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 30 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 300 }); // beyond the end: clamped
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 90 });
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 90 });
    expect(submitAnswer).toHaveBeenCalledExactlyOnceWith({
      challengeId: 'c1',
      x: 140,
      track: [20, 256, 140],
    });
    await wait();
  });

  it("says 'verification successful', then hands over the ticket once", async () => {
    const { onSolved, submitAnswer } = setup({ submitAnswer: async () => ({ ticket: 'T-42' }) });
    await wait();
    press('ArrowRight');
    press('Enter');
    await wait();
    expect(status()).toHaveTextContent('Verification successful');
    expect(handle()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('slider-refresh')).toBeDisabled();
    // Moves and answers are over.
    press('ArrowRight');
    press('Enter');
    expect(handle()).toHaveAttribute('aria-valuenow', '1');

    await wait(500);
    expect(onSolved).not.toHaveBeenCalled();
    await wait(100);
    expect(onSolved).toHaveBeenCalledExactlyOnceWith('T-42');
    await wait(5000);
    expect(onSolved).toHaveBeenCalledTimes(1);
    expect(submitAnswer).toHaveBeenCalledTimes(1);
  });

  it("shows the platform's refusal and loads a new puzzle with the handle back at the start", async () => {
    const { loadChallenge, submitAnswer, onSolved } = setup({
      submitAnswer: () =>
        Promise.reject(new PlatformError('server', 400, 'The piece does not fit the gap')),
    });
    await wait();
    press('PageUp');
    press('Enter');
    await wait();
    expect(status()).toHaveTextContent('The piece does not fit the gap');
    expect(loadChallenge).toHaveBeenCalledTimes(1);

    await wait(1000);
    expect(loadChallenge).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Puzzle picture with a gap' })).toHaveAttribute(
      'src',
      challenge('c2').background,
    );
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    expect(handle()).toHaveFocus();
    // The message stays until the player tries again.
    expect(status()).toHaveTextContent('The piece does not fit the gap');
    press('ArrowRight');
    expect(status()).toHaveTextContent('Drag the slider to fit the piece into the gap');
    press('Enter');
    expect(submitAnswer).toHaveBeenLastCalledWith({ challengeId: 'c2', x: 1, track: [1] });
    await wait(1000);
    expect(onSolved).not.toHaveBeenCalled();
  });

  it('says the check failed when a refusal has no message of its own', async () => {
    setup({ submitAnswer: () => Promise.reject(new PlatformError('server', 400, null)) });
    await wait();
    press('ArrowRight');
    press('Enter');
    await wait();
    expect(status()).toHaveTextContent('Verification failed, please try again');
  });

  it('offers a retry when the puzzle cannot be loaded', async () => {
    let calls = 0;
    const { loadChallenge } = setup({
      loadChallenge: async () => {
        calls += 1;
        if (calls === 1) throw new PlatformError('network', 0, null);
        return challenge('c2');
      },
    });
    await wait();
    expect(status()).toHaveTextContent('Network link is abnormal, please try again');
    expect(handle()).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(status()).toHaveTextContent('Loading the puzzle…');
    await wait();
    expect(loadChallenge).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(status()).toHaveTextContent('Drag the slider to fit the piece into the gap');
    expect(handle()).toHaveFocus();
  });

  it('loads a new puzzle on refresh, starting over', async () => {
    const { loadChallenge, submitAnswer } = setup();
    await wait();
    press('PageUp');
    fireEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    await wait();
    expect(loadChallenge).toHaveBeenCalledTimes(2);
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    press('ArrowRight');
    press('Enter');
    expect(submitAnswer).toHaveBeenCalledExactlyOnceWith({ challengeId: 'c2', x: 1, track: [1] });
    await wait();
  });

  it('keeps only the latest puzzle when a refresh overtakes a slow load', async () => {
    const pending: ((value: SliderChallenge) => void)[] = [];
    setup({ loadChallenge: () => new Promise((resolve) => pending.push(resolve)) });
    fireEvent.click(screen.getByTestId('slider-refresh'));
    pending[1]?.(challenge('new'));
    pending[0]?.(challenge('old'));
    await wait();
    expect(screen.getByRole('img', { name: 'Puzzle picture with a gap' })).toHaveAttribute(
      'src',
      challenge('new').background,
    );
  });

  it('cancels with the close button or Escape', async () => {
    const { onCancel, onSolved } = setup();
    await wait();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(handle(), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSolved).not.toHaveBeenCalled();
  });

  it("reads in Vietnamese, the app's default language", async () => {
    setup({}, { language: 'vi' });
    await wait();
    expect(screen.getByRole('dialog', { name: 'Xác minh bảo mật' })).toBeInTheDocument();
    expect(status()).toHaveTextContent('Kéo thanh trượt để ghép mảnh vào chỗ trống');
    expect(screen.getByRole('slider', { name: 'Kéo mảnh ghép vào chỗ trống' })).toBeVisible();
  });
});

describe('SliderPuzzle with the simulated platform', () => {
  /** The platform's calls, remembering the last challenge so the test can peek at its hole. */
  function renderLive() {
    const served: SliderChallenge[] = [];
    const props = {
      loadChallenge: vi.fn(async () => {
        const next = await getSliderChallenge();
        served.push(next);
        return next;
      }),
      submitAnswer: vi.fn(answerSlider),
      onSolved: vi.fn(),
      onCancel: vi.fn(),
    };
    renderWithProviders(<SliderPuzzle {...props} />);
    const ready = async () => {
      await waitFor(() => expect(handle()).toHaveAttribute('aria-disabled', 'false'));
      const current = served.at(-1);
      if (!current) throw new Error('no challenge was served');
      return mock.platform.peekSlider(current.challengeId) ?? -1;
    };
    return { ...props, ready };
  }

  /** Moves the piece from the start to `x` as a keyboard user would. */
  function keyTo(x: number) {
    for (let step = 0; step < Math.floor(x / 10); step += 1) press('PageUp');
    for (let step = 0; step < x % 10; step += 1) press('ArrowRight');
  }

  it('solves a puzzle with the keyboard and hands over the ticket the platform issued', async () => {
    const { ready, onSolved } = renderLive();
    keyTo(await ready());
    press('Enter');
    expect(await screen.findByText('Verification successful')).toBeInTheDocument();
    await waitFor(() => expect(onSolved).toHaveBeenCalledExactlyOnceWith(expect.any(String)));
    const ticket = String(onSolved.mock.calls[0]?.[0]);
    expect(mock.platform.db.sliderTickets.findFirst((q) => q.where({ ticket }))).toBeDefined();
  });

  it("shows the platform's refusal of a miss and serves a new puzzle", async () => {
    const { ready, loadChallenge, onSolved } = renderLive();
    const x = await ready();
    keyTo(x > 100 ? x - 40 : x + 40);
    press('Enter');
    expect(await screen.findByText('Verification failed, please try again')).toBeInTheDocument();
    await waitFor(() => expect(loadChallenge).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await ready();
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
    expect(onSolved).not.toHaveBeenCalled();
  });
});
