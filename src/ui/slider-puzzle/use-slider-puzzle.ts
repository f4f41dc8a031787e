import { useEffect, useEffectEvent, useReducer } from 'react';
import { toFailure } from '#machines/failure.ts';
import type { SliderAnswer, SliderChallenge, SliderTicket } from '#schemas/register-api.ts';
import { initialSliderState, sliderReducer } from './slider-state.ts';

/** How long 'verification successful' shows before the ticket is handed over. */
export const SOLVED_PAUSE_MS = 600;
/** How long a refused piece stays where it was dropped before the next puzzle loads. */
export const REFUSED_PAUSE_MS = 1000;
/** Shown when a refusal carries no server message. */
export const REFUSED_MESSAGE_ID = 'slider.failed';

export interface SliderIo {
  loadChallenge: () => Promise<SliderChallenge>;
  submitAnswer: (answer: SliderAnswer) => Promise<SliderTicket>;
  onSolved: (ticket: string) => void;
}

/**
 * The puzzle's state and its I/O: loads a challenge whenever the state asks for one, sends
 * the answer when a move ends, and reloads after a refusal (the platform spends a challenge
 * on every answer). Results that arrive after a newer load or after unmount are dropped.
 */
export function useSliderPuzzle(io: SliderIo) {
  const [state, dispatch] = useReducer(sliderReducer, initialSliderState);
  const { phase, attempt, challenge, x, track, ticket } = state;
  const load = useEffectEvent(() => io.loadChallenge());
  const answer = useEffectEvent((sent: SliderAnswer) => io.submitAnswer(sent));
  const solved = useEffectEvent((issued: string) => io.onSolved(issued));

  useEffect(() => {
    if (phase !== 'loading') return;
    let live = true;
    load().then(
      (next) => {
        if (live) dispatch({ type: 'loaded', challenge: next });
      },
      () => {
        if (live) dispatch({ type: 'loadFailed' });
      },
    );
    return () => {
      live = false;
    };
  }, [phase, attempt]);

  useEffect(() => {
    if (phase !== 'checking' || !challenge) return;
    let live = true;
    answer({ challengeId: challenge.challengeId, x: Math.round(x), track }).then(
      (result) => {
        if (live) dispatch({ type: 'solved', ticket: result.ticket });
      },
      (error: unknown) => {
        if (live) dispatch({ type: 'refused', failure: toFailure(error, REFUSED_MESSAGE_ID) });
      },
    );
    return () => {
      live = false;
    };
  }, [phase, challenge, x, track]);

  useEffect(() => {
    if (phase !== 'success' || ticket === null) return;
    const timer = setTimeout(() => solved(ticket), SOLVED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phase, ticket]);

  useEffect(() => {
    if (phase !== 'failed') return;
    const timer = setTimeout(() => dispatch({ type: 'load' }), REFUSED_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return { state, dispatch };
}
