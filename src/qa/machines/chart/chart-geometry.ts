/**
 * Sizes shared by the layout and the drawing. Text is set in a monospace font, so its width is
 * known without a DOM (0.6 em a character in the common monospace faces) and the layout runs
 * in node as well as in the browser.
 */
import type { ChartState, ChartTransition } from './statechart-graph.ts';

/** Font size of every line of the chart at zoom 1, in px (12 px is the readability floor). */
export const FONT_SIZE = 12;
export const TITLE_FONT_SIZE = 13;
const CHAR_EM = 0.6;

export const BOX = {
  padX: 10,
  /** Band holding the state's key. */
  titleHeight: 26,
  lineHeight: 17,
  padBottom: 8,
  /** Space for the initial-state dot left of the title. */
  initialMark: 14,
  /** Gap between a compound state's border and its children. */
  childPad: 14,
  minWidth: 72,
  radius: 8,
} as const;

export const EDGE_LABEL = { padX: 5, height: 18 } as const;

/** Estimated width of `text` in px. */
export function textWidth(text: string, fontSize: number = FONT_SIZE): number {
  return Math.ceil(text.length * fontSize * CHAR_EM);
}

/** A line of text under a state's title: an invoked actor, its tags, or a targetless transition. */
export interface StateLine {
  text: string;
  /** Set when the line is a transition that stays in the state (actions only). */
  transition?: ChartTransition;
}

/** What a state box lists under its title; `internal` are its targetless transitions. */
export function stateLines(state: ChartState, internal: readonly ChartTransition[]): StateLine[] {
  return [
    ...state.invokes.map((src) => ({ text: `invoke: ${src}` })),
    ...(state.tags.length > 0 ? [{ text: `tags: ${state.tags.join(', ')}` }] : []),
    ...internal.map((transition) => ({ text: transition.label, transition })),
  ];
}

/** Height of the part of a box above its children: title and lines. */
export function headerHeight(lines: readonly StateLine[]): number {
  return BOX.titleHeight + lines.length * BOX.lineHeight + (lines.length > 0 ? BOX.padBottom : 0);
}

/** The smallest box that shows the state's title and lines. */
export function minStateSize(
  state: ChartState,
  lines: readonly StateLine[],
): { width: number; height: number } {
  const title = textWidth(state.key, TITLE_FONT_SIZE) + (state.initial ? BOX.initialMark : 0);
  const widest = Math.max(title, ...lines.map((line) => textWidth(line.text)));
  return {
    width: Math.max(BOX.minWidth, widest + 2 * BOX.padX),
    height: headerHeight(lines) + (lines.length > 0 ? 0 : BOX.padBottom),
  };
}

/** The box around an edge's label. */
export function edgeLabelSize(label: string): { width: number; height: number } {
  return { width: textWidth(label) + 2 * EDGE_LABEL.padX, height: EDGE_LABEL.height };
}
