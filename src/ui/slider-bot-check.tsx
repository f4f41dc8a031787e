import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { BotCheckResult } from '#machines/types.ts';
import { answerSlider, getSliderChallenge } from '#src/api/slider.ts';
import { SliderPuzzle } from './slider-puzzle.tsx';

type Settle = (result: BotCheckResult | null) => void;

/**
 * The slider puzzle as a bot check asked for on demand (spec section 3: an SMS request carries
 * the slider's result). `botCheck()` opens the puzzle and settles when it closes: with
 * `{ ticket }` once solved, with null when the player closes it. Render `slider` where the
 * puzzle's dialog belongs. `botCheck` keeps its identity, so machines may keep it.
 */
export function useSliderBotCheck(): {
  botCheck: () => Promise<BotCheckResult | null>;
  slider: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const pending = useRef<Settle | null>(null);

  const close: Settle = (result) => {
    const settle = pending.current;
    pending.current = null;
    setOpen(false);
    settle?.(result);
  };

  const botCheck = useCallback(
    () =>
      new Promise<BotCheckResult | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  // Whoever waits is not left hanging when the form goes away with the puzzle open.
  useEffect(() => () => pending.current?.(null), []);

  const slider = open && (
    <SliderPuzzle
      loadChallenge={getSliderChallenge}
      submitAnswer={answerSlider}
      onSolved={(ticket) => close({ ticket })}
      onCancel={() => close(null)}
    />
  );
  return { botCheck, slider };
}
