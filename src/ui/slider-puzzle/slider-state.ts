import type { Failure } from '#machines/failure.ts';
import type { SliderChallenge } from '#schemas/register-api.ts';

export type SliderPhase = 'loading' | 'ready' | 'checking' | 'success' | 'failed' | 'loadError';

export interface SliderState {
  phase: SliderPhase;
  /** Bumped by every load, so a refresh during a load starts over. */
  attempt: number;
  /** The current puzzle; kept while the next one loads so the placeholder keeps its size. */
  challenge: SliderChallenge | null;
  /** Left edge of the piece in picture pixels. */
  x: number;
  /** The rounded x after each move on this puzzle: the answer's `track`. */
  track: number[];
  ticket: string | null;
  /** Why the last answer was refused: shown until the player moves the next piece. */
  refusal: Failure | null;
}

export type SliderAction =
  | { type: 'load' }
  | { type: 'loaded'; challenge: SliderChallenge }
  | { type: 'loadFailed' }
  | { type: 'moveTo'; x: number }
  | { type: 'moveBy'; dx: number }
  | { type: 'submit' }
  | { type: 'solved'; ticket: string }
  | { type: 'refused'; failure: Failure };

export const initialSliderState: SliderState = {
  phase: 'loading',
  attempt: 0,
  challenge: null,
  x: 0,
  track: [],
  ticket: null,
  refusal: null,
};

/** How far the piece may travel: its left edge stays inside the picture. */
export const maxX = (challenge: SliderChallenge | null): number =>
  challenge ? Math.max(0, challenge.width - challenge.pieceSize) : 0;

function move(state: SliderState, to: number): SliderState {
  const x = Math.min(Math.max(to, 0), maxX(state.challenge));
  if (x === state.x) return state;
  return { ...state, x, track: [...state.track, Math.round(x)], refusal: null };
}

/**
 * The puzzle's states. Moves count only on a ready puzzle, an answer needs at least one move,
 * and nothing interrupts a check or a success (their result or ticket would be lost).
 */
export function sliderReducer(state: SliderState, action: SliderAction): SliderState {
  switch (action.type) {
    case 'load':
      if (state.phase === 'checking' || state.phase === 'success') return state;
      return {
        ...state,
        phase: 'loading',
        attempt: state.attempt + 1,
        x: 0,
        track: [],
        // An automatic reload after a refusal keeps its message; a refresh clears it.
        refusal: state.phase === 'failed' ? state.refusal : null,
      };
    case 'loaded':
      if (state.phase !== 'loading') return state;
      return { ...state, phase: 'ready', challenge: action.challenge, x: 0, track: [] };
    case 'loadFailed':
      return state.phase === 'loading' ? { ...state, phase: 'loadError' } : state;
    case 'moveTo':
      return state.phase === 'ready' ? move(state, action.x) : state;
    case 'moveBy':
      return state.phase === 'ready' ? move(state, state.x + action.dx) : state;
    case 'submit':
      return state.phase === 'ready' && state.track.length > 0
        ? { ...state, phase: 'checking' }
        : state;
    case 'solved':
      return state.phase === 'checking'
        ? { ...state, phase: 'success', ticket: action.ticket }
        : state;
    case 'refused':
      return state.phase === 'checking'
        ? { ...state, phase: 'failed', refusal: action.failure }
        : state;
  }
}
