import { useRef, type KeyboardEvent, type PointerEvent, type Ref } from 'react';
import { Icon } from '../icon.tsx';

/** Keyboard steps in picture pixels (the WAI-ARIA slider keys). */
const STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};
const BIG_STEP = 10;

interface Drag {
  pointerId: number;
  startClientX: number;
  startX: number;
  /** Picture pixels per screen pixel: the picture may be drawn smaller than its size. */
  scale: number;
}

export interface SliderHandleProps {
  ref?: Ref<HTMLDivElement>;
  /** Piece position in picture pixels, from 0 to `max`. */
  x: number;
  max: number;
  disabled: boolean;
  label: string;
  onMoveTo: (x: number) => void;
  onMoveBy: (dx: number) => void;
  /** The drag ended or Enter/Space was pressed: answer with the current position. */
  onRelease: () => void;
}

/** Screen pixels the handle can travel; picture pixels map onto them. */
function travel(track: HTMLElement | null, handle: HTMLElement): number {
  const width = track?.getBoundingClientRect().width ?? 0;
  return width - handle.getBoundingClientRect().width;
}

/**
 * The track under the picture and its handle (a `role="slider"`): dragged with any pointer
 * (captured, so the drag goes on outside the track) or moved with the keyboard.
 */
export function SliderHandle({
  ref,
  x,
  max,
  disabled,
  label,
  onMoveTo,
  onMoveBy,
  onRelease,
}: SliderHandleProps) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const fraction = max > 0 ? x / max : 0;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || drag.current || event.button !== 0) return;
    const handle = event.currentTarget;
    handle.setPointerCapture(event.pointerId);
    const screenTravel = travel(track.current, handle);
    drag.current = {
      pointerId: event.pointerId,
      startClientX: event.clientX,
      startX: x,
      // Without a layout (nothing measured) one screen pixel is one picture pixel.
      scale: screenTravel > 0 ? max / screenTravel : 1,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current?.pointerId !== event.pointerId) return;
    onMoveTo(current.startX + (event.clientX - current.startClientX) * current.scale);
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    onRelease();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const step = STEPS[event.key];
    if (step !== undefined) {
      const big = event.shiftKey && Math.abs(step) === 1;
      onMoveBy(big ? step * BIG_STEP : step);
    } else if (event.key === 'Home') onMoveTo(0);
    else if (event.key === 'End') onMoveTo(max);
    else if (event.key === 'Enter' || event.key === ' ') onRelease();
    else return;
    // The keys above would otherwise scroll the modal.
    event.preventDefault();
  };

  return (
    <div ref={track} className="slider-puzzle__track">
      <div
        className="slider-puzzle__fill"
        style={{
          width: `calc((100% - var(--slider-handle)) * ${fraction} + var(--slider-handle))`,
        }}
      />
      <div
        ref={ref}
        className="slider-puzzle__handle"
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.round(x)}
        aria-disabled={disabled}
        data-testid="slider-handle"
        style={{ left: `calc((100% - var(--slider-handle)) * ${fraction})` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={onKeyDown}
      >
        <Icon name="chevronRight" />
      </div>
    </div>
  );
}
