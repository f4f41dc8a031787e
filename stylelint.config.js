// @ts-check
/**
 * Stylesheets speak in logical sides (docs/decisions/011): a right-to-left language mirrors
 * the page with no second stylesheet. Only the inline axis is enforced: left and right are what
 * a right-to-left page swaps; width, height, top and bottom stay as they are (the same in every
 * horizontal writing mode, and Chromium has no `overflow-inline`/`overflow-block`).
 * A physical side that is really meant is kept with
 * `/* stylelint-disable-next-line <rule> -- reason *\/`: a disable without a reason fails.
 */

/** Physical properties that do not depend on the inline direction. */
const BLOCK_AND_SIZE = [
  'width',
  'height',
  'min-width',
  'min-height',
  'max-width',
  'max-height',
  'top',
  'bottom',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-bottom',
  'border-top',
  'border-top-color',
  'border-top-style',
  'border-top-width',
  'border-bottom',
  'border-bottom-color',
  'border-bottom-style',
  'border-bottom-width',
  'overflow-x',
  'overflow-y',
  'overscroll-behavior-x',
  'overscroll-behavior-y',
  'contain-intrinsic-width',
  'contain-intrinsic-height',
  'scroll-margin-top',
  'scroll-margin-bottom',
  'scroll-padding-top',
  'scroll-padding-bottom',
];

/** @type {import('stylelint').Config} */
export default {
  plugins: ['stylelint-plugin-logical-css', './scripts/stylelint-physical-sides.ts'],
  reportDescriptionlessDisables: true,
  reportInvalidScopeDisables: true,
  reportNeedlessDisables: true,
  reportUnscopedDisables: true,
  rules: {
    'logical-css/require-logical-properties': [true, { ignore: BLOCK_AND_SIZE }],
    // `resize: vertical` and the rest name an axis, not a side.
    'logical-css/require-logical-keywords': [
      true,
      { ignore: ['box-orient', 'caption-side', 'offset-anchor', 'offset-position', 'resize'] },
    ],
    'local/no-physical-sides': true,
  },
};
