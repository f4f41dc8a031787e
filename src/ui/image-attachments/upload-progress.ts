import type { PickedImage } from './use-image-attachments.ts';

/** Where the upload of one image stands. */
export type ImageUploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** Upload states by image id, for the picker's progress display. */
export type ImageUploads = Readonly<Record<string, ImageUploadStatus>>;

/**
 * Uploads images one after another (one at a time keeps a phone's connection usable), reporting
 * every change of state through `onProgress`. Rejects with the first failure, after marking
 * that image failed; images after it stay waiting.
 */
export async function uploadInTurn<T>(
  images: readonly PickedImage[],
  upload: (image: PickedImage) => Promise<T>,
  onProgress: (uploads: ImageUploads) => void,
): Promise<T[]> {
  const states: Record<string, ImageUploadStatus> = Object.fromEntries(
    images.map((image) => [image.id, 'waiting' as const]),
  );
  const report = (id: string, status: ImageUploadStatus) => {
    states[id] = status;
    onProgress({ ...states });
  };
  onProgress({ ...states });
  const results: T[] = [];
  for (const image of images) {
    report(image.id, 'uploading');
    try {
      results.push(await upload(image));
    } catch (error) {
      report(image.id, 'failed');
      throw error;
    }
    report(image.id, 'done');
  }
  return results;
}

/** How many of the uploads are done. */
export const uploadsDone = (uploads: ImageUploads): number =>
  Object.values(uploads).filter((status) => status === 'done').length;
