/**
 * The image attachment rules of spec sections 3 and 5 (activity application, withdrawal proof):
 * png or jpg, at most 5 MB each, at most 3. One module for the app (the picker, the machines)
 * and the simulated platform, which checks the same rules on what arrives.
 */

/** What may be attached: MIME types, bytes per image, images in all. */
export interface ImageRules {
  readonly types: readonly string[];
  readonly maxBytes: number;
  readonly maxFiles: number;
}

/** Spec section 5: images png or jpg, 5 MB each, at most 3. */
export const IMAGE_RULES = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 3,
} as const satisfies ImageRules;

/** What the rules look at in a file (a `File` has all three). */
export interface ImageMeta {
  name: string;
  /** MIME type as the browser reports it. */
  type: string;
  size: number;
}

/** Why an image was refused: not png/jpg, larger than allowed, or one too many. */
export type ImageRefusalReason = 'type' | 'tooLarge' | 'tooMany';

/** A refused file and its reason. */
export interface RefusedImage<T extends ImageMeta = ImageMeta> {
  file: T;
  reason: ImageRefusalReason;
}

/** Why one file alone breaks the rules (type first, then size), or null when it does not. */
export function imageFault(
  file: ImageMeta,
  rules: ImageRules = IMAGE_RULES,
): 'type' | 'tooLarge' | null {
  if (!rules.types.includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'tooLarge';
  return null;
}

/**
 * Splits picked files into those kept (after those already kept, up to the limit) and those
 * refused with their reason. The kept order is the picking order.
 */
export function sortImages<T extends ImageMeta>(
  kept: readonly T[],
  picked: readonly T[],
  rules: ImageRules = IMAGE_RULES,
): { kept: T[]; refused: RefusedImage<T>[] } {
  const next = [...kept];
  const refused: RefusedImage<T>[] = [];
  for (const file of picked) {
    const reason = imageFault(file, rules) ?? (next.length >= rules.maxFiles ? 'tooMany' : null);
    if (reason === null) next.push(file);
    else refused.push({ file, reason });
  }
  return { kept: next, refused };
}

/** True when a whole list passes: 0..maxFiles files, each of an allowed type and size. */
export function imagesAllowed(
  files: readonly ImageMeta[],
  rules: ImageRules = IMAGE_RULES,
): boolean {
  return files.length <= rules.maxFiles && files.every((file) => imageFault(file, rules) === null);
}

/** The size limit in whole megabytes, for messages. */
export const maxMegabytes = (rules: ImageRules = IMAGE_RULES): number => rules.maxBytes / 2 ** 20;
