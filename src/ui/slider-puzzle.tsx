import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Icon } from './icon.tsx';
import { Modal } from './modal.tsx';
import { sliderMessages as messages } from './slider-puzzle/messages.ts';
import { SliderHandle } from './slider-puzzle/slider-handle.tsx';
import { maxX, type SliderState } from './slider-puzzle/slider-state.ts';
import { useSliderPuzzle, type SliderIo } from './slider-puzzle/use-slider-puzzle.ts';
import { machineMessages } from '#src/ui/machine-messages.ts';
import { messageById } from '#src/ui/messages-by-id.ts';
import './slider-puzzle.css';

export interface SliderPuzzleProps extends SliderIo {
  onCancel: () => void;
}

/** The placeholder's size before the first puzzle tells its own (the simulated platform's). */
const DEFAULT_SIZE = { width: 300, height: 160 };

const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

function statusText(state: SliderState, intl: IntlShape): string {
  if (state.phase === 'loadError') return intl.formatMessage(messages.network);
  if (state.phase === 'checking') return intl.formatMessage(messages.checking);
  if (state.phase === 'success') return intl.formatMessage(messages.success);
  if (state.refusal) {
    return (
      state.refusal.serverMessage ??
      intl.formatMessage(messageById(machineMessages, state.refusal.messageId))
    );
  }
  if (state.phase === 'loading') return intl.formatMessage(messages.loading);
  return intl.formatMessage(messages.instruction);
}

function statusTone({ phase, refusal }: SliderState): 'success' | 'danger' | undefined {
  if (phase === 'success') return 'success';
  return phase === 'loadError' || refusal ? 'danger' : undefined;
}

/**
 * The slider bot check (spec: registration's 'slider verification'): drag the piece into the
 * gap of the picture. The I/O comes in as props (`loadChallenge`, `submitAnswer`: the
 * platform's calls in the app, fakes in tests). A refusal loads a new puzzle; a solved one
 * shows 'verification successful' and then hands its single-use ticket to `onSolved`, once.
 */
export function SliderPuzzle({ onCancel, ...io }: SliderPuzzleProps) {
  const intl = useIntl();
  const { state, dispatch } = useSliderPuzzle(io);
  const { phase, challenge, x } = state;
  const handle = useRef<HTMLDivElement>(null);
  const size = challenge ?? DEFAULT_SIZE;
  const shown = challenge && phase !== 'loading' && phase !== 'loadError' ? challenge : null;

  const challengeId = challenge?.challengeId;
  useEffect(() => {
    if (phase === 'ready') handle.current?.focus();
  }, [phase, challengeId]);

  return (
    <Modal title={intl.formatMessage(messages.title)} onClose={onCancel}>
      <div
        className="slider-puzzle"
        data-testid="slider-puzzle"
        data-phase={phase}
        style={{ maxWidth: size.width }}
      >
        <div
          className="slider-puzzle__picture"
          style={{ aspectRatio: `${size.width} / ${size.height}` }}
          aria-busy={phase === 'loading'}
        >
          {shown && (
            <>
              <img
                className="slider-puzzle__background"
                src={shown.background}
                alt={intl.formatMessage(messages.picture)}
                draggable={false}
              />
              <img
                className="slider-puzzle__piece"
                src={shown.piece}
                alt=""
                draggable={false}
                data-testid="slider-piece"
                style={{
                  left: percent(x, shown.width),
                  top: percent(shown.pieceY, shown.height),
                  width: percent(shown.pieceSize, shown.width),
                  height: percent(shown.pieceSize, shown.height),
                }}
              />
            </>
          )}
          {phase === 'loading' && <div className="slider-puzzle__skeleton" />}
          {phase === 'loadError' && (
            <button
              type="button"
              className="button button--outline slider-puzzle__retry"
              onClick={() => dispatch({ type: 'load' })}
            >
              {intl.formatMessage(messages.retry)}
            </button>
          )}
        </div>
        <SliderHandle
          ref={handle}
          x={x}
          max={maxX(challenge)}
          disabled={phase !== 'ready'}
          label={intl.formatMessage(messages.handle)}
          onMoveTo={(to) => dispatch({ type: 'moveTo', x: to })}
          onMoveBy={(dx) => dispatch({ type: 'moveBy', dx })}
          onRelease={() => dispatch({ type: 'submit' })}
        />
        <div className="slider-puzzle__footer">
          <p
            className="slider-puzzle__status"
            role="status"
            data-testid="slider-status"
            data-tone={statusTone(state)}
          >
            {statusText(state, intl)}
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={intl.formatMessage(messages.refresh)}
            data-testid="slider-refresh"
            disabled={phase === 'checking' || phase === 'success'}
            onClick={() => dispatch({ type: 'load' })}
          >
            <Icon name="refresh" />
          </button>
        </div>
      </div>
    </Modal>
  );
}
