import { useCallback, useEffect, useRef, useState } from 'react';
import {
  IMAGE_RULES,
  sortImages,
  type ImageRefusalReason,
  type ImageRules,
} from '#schemas/image-rules.ts';

/** An image the member picked and the rules kept. */
export interface PickedImage {
  /** Stable for the life of the pick (keys, upload progress). */
  id: string;
  name: string;
  type: string;
  size: number;
  /** An object URL for the thumbnail, revoked when the image is removed or the owner unmounts. */
  previewUrl: string;
  file: File;
}

/** A file the rules refused at the last pick, with its reason. */
export interface RefusedAttachment {
  name: string;
  reason: ImageRefusalReason;
}

/** The picked images of one form and what to do with them. */
export interface ImageAttachments {
  rules: ImageRules;
  images: readonly PickedImage[];
  /** Files refused at the last pick (cleared by the next pick or `clear`). */
  refused: readonly RefusedAttachment[];
  /** Adds picked files after those kept; files breaking the rules are refused with a reason. */
  add: (files: Iterable<File>) => void;
  remove: (id: string) => void;
  clear: () => void;
}

let nextId = 0;

/**
 * Image attachments (spec sections 3 and 5: png or jpg, at most 5 MB each, at most 3 by
 * default). Owns the preview object URLs: each is revoked when its image goes.
 */
export function useImageAttachments(rules: ImageRules = IMAGE_RULES): ImageAttachments {
  const [images, setImages] = useState<readonly PickedImage[]>([]);
  const [refused, setRefused] = useState<readonly RefusedAttachment[]>([]);
  // The latest list, for `add` and the unmount cleanup (object URLs are made outside updaters);
  // only the callbacks below write it, together with the state.
  const current = useRef<readonly PickedImage[]>([]);

  useEffect(
    () => () => {
      for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    },
    [],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const picked = [...files].map((file) => ({
        id: `img-${(nextId += 1)}`,
        name: file.name,
        type: file.type,
        size: file.size,
        previewUrl: '',
        file,
      }));
      const sorted = sortImages(current.current, picked, rules);
      const kept = sorted.kept.map((image) =>
        image.previewUrl ? image : { ...image, previewUrl: URL.createObjectURL(image.file) },
      );
      current.current = kept;
      setImages(kept);
      setRefused(sorted.refused.map(({ file, reason }) => ({ name: file.name, reason })));
    },
    [rules],
  );

  const remove = useCallback((id: string) => {
    const gone = current.current.find((image) => image.id === id);
    if (!gone) return;
    URL.revokeObjectURL(gone.previewUrl);
    const kept = current.current.filter((image) => image.id !== id);
    current.current = kept;
    setImages(kept);
    setRefused([]);
  }, []);

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.previewUrl);
    current.current = [];
    setImages([]);
    setRefused([]);
  }, []);

  return { rules, images, refused, add, remove, clear };
}
