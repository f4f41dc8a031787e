import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The steps the zoom buttons go through (1 = the chart's own size, text at 12 px). */
export const ZOOM_LEVELS = [0.25, 0.33, 0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3];
const MIN = ZOOM_LEVELS[0] ?? 0.25;
const MAX = ZOOM_LEVELS[ZOOM_LEVELS.length - 1] ?? 3;
const EPSILON = 1e-3;

export interface Zoom {
  /** For the scrolling element that shows the chart. */
  viewport: RefObject<HTMLDivElement | null>;
  scale: number;
  zoomIn: () => void;
  zoomOut: () => void;
  /** The whole chart in the viewport, never larger than its own size. */
  fit: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}

/** Where the middle of the viewport is, as a fraction of the content's size. */
function centre(el: HTMLElement): [number, number] {
  const ratio = (offset: number, visible: number, total: number) =>
    total > 0 ? (offset + visible / 2) / total : 0.5;
  return [
    ratio(el.scrollLeft, el.clientWidth, el.scrollWidth),
    ratio(el.scrollTop, el.clientHeight, el.scrollHeight),
  ];
}

/**
 * Zoom state of a chart of `width` x `height` shown in a scrolling element (give it the
 * returned `viewport` ref). Zooming in and out keeps the middle of the view where it was.
 */
export function useZoom(width: number, height: number): Zoom {
  const viewport = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const keep = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const el = viewport.current;
    const kept = keep.current;
    keep.current = null;
    if (!el || !kept) return;
    el.scrollLeft = kept[0] * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = kept[1] * el.scrollHeight - el.clientHeight / 2;
  }, [scale]);

  const step = useCallback((pick: (current: number) => number | undefined) => {
    if (viewport.current) keep.current = centre(viewport.current);
    setScale((current) => pick(current) ?? current);
  }, []);
  const zoomIn = useCallback(
    () => step((s) => ZOOM_LEVELS.find((level) => level > s + EPSILON)),
    [step],
  );
  const zoomOut = useCallback(
    () => step((s) => ZOOM_LEVELS.findLast((level) => level < s - EPSILON)),
    [step],
  );
  const fit = useCallback(() => {
    const el = viewport.current;
    if (!el || el.clientWidth === 0 || width === 0 || height === 0) return;
    const fitting = Math.min(el.clientWidth / width, el.clientHeight / height, 1);
    setScale(Math.max(MIN, fitting));
  }, [width, height]);

  return {
    viewport,
    scale,
    zoomIn,
    zoomOut,
    fit,
    canZoomIn: scale < MAX - EPSILON,
    canZoomOut: scale > MIN + EPSILON,
  };
}
