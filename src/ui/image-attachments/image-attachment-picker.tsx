import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxMegabytes } from '#schemas/image-rules.ts';
import { imageAttachmentMessages as m } from './messages.ts';
import { uploadsDone, type ImageUploads } from './upload-progress.ts';
import type { ImageAttachments } from './use-image-attachments.ts';
import './image-attachments.css';

const STATUS_TEXT = {
  waiting: m.waiting,
  uploading: m.uploading,
  done: m.done,
  failed: m.failed,
} as const;

export interface ImageAttachmentPickerProps {
  /** From `useImageAttachments()`: the picked images and the rules. */
  attachments: ImageAttachments;
  /** The field's label. */
  label: ReactNode;
  /** Upload states by image id while (or after) uploading; absent: no progress shown. */
  uploads?: ImageUploads | null;
  disabled?: boolean;
  /** Prefix of the control's test ids (default `image-attachments`). */
  testId?: string;
}

/**
 * Picks up to `rules.maxFiles` images (spec sections 3 and 5: png or jpg, 5 MB each, 3),
 * with previews, a translated message naming each refused file and why, and the upload
 * progress. The native file input stays the control, so keyboard and screen readers work
 * as with any input.
 */
export function ImageAttachmentPicker({
  attachments,
  label,
  uploads,
  disabled,
  testId = 'image-attachments',
}: ImageAttachmentPickerProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { rules, images, refused } = attachments;
  const maxMb = maxMegabytes(rules);
  const full = images.length >= rules.maxFiles;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so picking the same file again after removing it fires a change.
    event.target.value = '';
    attachments.add(files);
  };

  const reason = (why: 'type' | 'tooLarge' | 'tooMany') =>
    why === 'type'
      ? intl.formatMessage(m.type)
      : why === 'tooLarge'
        ? intl.formatMessage(m.tooLarge, { maxMb })
        : intl.formatMessage(m.tooMany, { max: rules.maxFiles });

  const total = uploads ? Object.keys(uploads).length : 0;
  const done = uploads ? uploadsDone(uploads) : 0;

  return (
    <div className="image-attachments" data-testid={testId}>
      <label className="ui-field__label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="image-attachments__input"
        data-testid={`${testId}-input`}
        type="file"
        accept={rules.types.join(',')}
        multiple={rules.maxFiles > 1}
        disabled={disabled || full}
        aria-describedby={`${id}-hint ${id}-refused`}
        onChange={pick}
      />
      <p id={`${id}-hint`} className="ui-field__hint">
        <FormattedMessage {...m.hint} values={{ maxMb, max: rules.maxFiles }} />
        <br />
        <FormattedMessage {...m.count} values={{ count: images.length, max: rules.maxFiles }} />
      </p>
      <div id={`${id}-refused`} role="alert" data-testid={`${testId}-refused`}>
        {refused.length > 0 && (
          <ul className="image-attachments__refused">
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`} className="ui-field__error">
                <FormattedMessage
                  {...m.refused}
                  values={{ name: file.name, reason: reason(file.reason) }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {images.length > 0 && (
        <ul className="image-attachments__previews">
          {images.map((image) => {
            const status = uploads?.[image.id];
            return (
              <li key={image.id} data-testid={`${testId}-preview`}>
                <img src={image.previewUrl} alt={image.name} width={96} height={96} />
                {status && (
                  <span
                    className={`image-attachments__status image-attachments__status--${status}`}
                  >
                    <FormattedMessage {...STATUS_TEXT[status]} />
                  </span>
                )}
                <button
                  type="button"
                  className="button button--outline image-attachments__remove"
                  disabled={disabled}
                  onClick={() => {
                    attachments.remove(image.id);
                    input.current?.focus();
                  }}
                >
                  <FormattedMessage {...m.remove} values={{ name: image.name }} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {uploads && total > 0 && (
        <div className="image-attachments__progress" role="status">
          <label htmlFor={`${id}-progress`}>
            <FormattedMessage {...m.progress} values={{ done, total }} />
          </label>
          <progress id={`${id}-progress`} max={total} value={done} />
        </div>
      )}
    </div>
  );
}
