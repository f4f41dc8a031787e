import { defineMessages } from 'react-intl';

/** Texts of the image attachment picker. */
export const imageAttachmentMessages = {
  ...defineMessages({
    waiting: { id: 'imageAttachments.status.waiting', defaultMessage: 'Waiting' },
    uploading: { id: 'imageAttachments.status.uploading', defaultMessage: 'Uploading…' },
    done: { id: 'imageAttachments.status.done', defaultMessage: 'Uploaded' },
    failed: { id: 'imageAttachments.status.failed', defaultMessage: 'Upload failed' },
    type: { id: 'imageAttachments.reason.type', defaultMessage: 'only png or jpg images' },
  }),
  ...defineMessages<{
    hint: { maxMb: number; max: number };
    count: { count: number; max: number };
    remove: { name: string };
    refused: { name: string; reason: string };
    tooLarge: { maxMb: number };
    tooMany: { max: number };
    progress: { done: number; total: number };
  }>({
    hint: {
      id: 'imageAttachments.hint',
      defaultMessage:
        'png or jpg, at most {maxMb} MB each, {max, plural, one {one image} other {up to # images}}',
    },
    count: { id: 'imageAttachments.count', defaultMessage: '{count} of {max} images' },
    remove: { id: 'imageAttachments.remove', defaultMessage: 'Remove {name}' },
    refused: { id: 'imageAttachments.refused', defaultMessage: '{name} was not added: {reason}' },
    tooLarge: {
      id: 'imageAttachments.reason.tooLarge',
      defaultMessage: 'it is larger than {maxMb} MB',
    },
    tooMany: { id: 'imageAttachments.reason.tooMany', defaultMessage: 'at most {max} images' },
    progress: {
      id: 'imageAttachments.progress',
      defaultMessage: 'Uploading images: {done} of {total}',
    },
  }),
};
