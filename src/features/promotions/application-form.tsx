import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ACTIVITY_COMMENT_MAX } from '#schemas/promotions-api.ts';
import { PlatformError } from '#src/api/client.ts';
import { applyActivity, uploadActivityImage } from '#src/api/activities.ts';
import { invalidateActivities } from '#src/api/activities.queries.ts';
import { useGuard } from '#src/shared/session.tsx';
import { ImageAttachmentPicker } from '#src/ui/image-attachments/image-attachment-picker.tsx';
import { uploadInTurn, type ImageUploads } from '#src/ui/image-attachments/upload-progress.ts';
import { useImageAttachments } from '#src/ui/image-attachments/use-image-attachments.ts';
import { promotionMessages as m } from './messages.ts';

/** Characters as a person counts them (an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/**
 * The activity application (spec sections 3 and 5): a comment of at most 140 characters with
 * a counter, up to 3 png or jpg images of at most 5 MB, uploaded one by one with their
 * progress, then the application; the promotion then shows 'applying'. What was typed and
 * picked stays when something fails.
 */
export function ApplicationForm({ promotionId }: { promotionId: number }) {
  const intl = useIntl();
  const id = useId();
  const guard = useGuard();
  const queryClient = useQueryClient();
  const attachments = useImageAttachments();
  const [comment, setComment] = useState('');
  const [uploads, setUploads] = useState<ImageUploads | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const count = lengthOf(comment.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!guard('activityApplication', () => form.requestSubmit())) return;
    const text = comment.trim();
    if (!text) return setFieldError(intl.formatMessage(m.commentRequired));
    if (lengthOf(text) > ACTIVITY_COMMENT_MAX) {
      return setFieldError(intl.formatMessage(m.commentTooLong, { max: ACTIVITY_COMMENT_MAX }));
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      const uploaded = await uploadInTurn(
        attachments.images,
        (image) => uploadActivityImage(image),
        setUploads,
      );
      await applyActivity({
        id: promotionId,
        comment: text,
        uploadIds: uploaded.map((answer) => answer.uploadId),
      });
      attachments.clear();
      setUploads(null);
      await invalidateActivities(queryClient);
    } catch (error) {
      setFailure(
        (error instanceof PlatformError ? error.serverMessage : null) ??
          intl.formatMessage(m.failed),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      id="apply"
      className="ui-form activity-application"
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="activity-application"
      onSubmit={(event) => void submit(event)}
    >
      <h2 id={`${id}-title`}>
        <FormattedMessage {...m.applicationTitle} />
      </h2>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-comment`}>
          <FormattedMessage {...m.commentLabel} />
        </label>
        <textarea
          id={`${id}-comment`}
          className="ui-field__input activity-application__comment"
          data-testid="activity-comment"
          rows={3}
          maxLength={ACTIVITY_COMMENT_MAX}
          value={comment}
          onChange={(event) => {
            setComment(event.target.value);
            setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-count ${id}-comment-error`}
        />
        <p id={`${id}-count`} className="ui-field__hint" aria-live="polite">
          <FormattedMessage {...m.commentCount} values={{ count, max: ACTIVITY_COMMENT_MAX }} />
        </p>
        <p id={`${id}-comment-error`} className="ui-field__error" role="alert">
          {fieldError}
        </p>
      </div>
      <ImageAttachmentPicker
        attachments={attachments}
        label={<FormattedMessage {...m.imagesLabel} />}
        uploads={uploads}
        disabled={busy}
      />
      <button
        type="submit"
        className="button button--primary"
        data-testid="activity-submit"
        disabled={busy}
      >
        <FormattedMessage {...(busy ? m.sending : m.submit)} />
      </button>
      <p className="ui-form__failure" role="alert">
        {failure}
      </p>
    </form>
  );
}
