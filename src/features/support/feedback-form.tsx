import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES, type FeedbackType } from '#schemas/support-api.ts';
import { putFeedback } from '#src/api/support.ts';
import { ImageAttachmentPicker } from '#src/ui/image-attachments/image-attachment-picker.tsx';
import { useImageAttachments } from '#src/ui/image-attachments/use-image-attachments.ts';
import {
  FEEDBACK_TYPE_LABELS,
  feedbackLimits,
  feedbackMessages as m,
} from './feedback-messages.ts';

/** Characters as a person counts them (an emoji is one), as the platform counts them. */
const lengthOf = (text: string) => [...text].length;

/**
 * The feedback form (spec sections 3 and 5): a question type, content of at most 140
 * characters with a counter (a longer text is refused at the field and kept as typed), and
 * optional screenshots under the activity application's image rules.
 */
export function FeedbackForm({ listKey }: { listKey: readonly unknown[] }) {
  const intl = useIntl();
  const id = useId();
  const queryClient = useQueryClient();
  const [type, setType] = useState<FeedbackType>('deposit');
  const [content, setContent] = useState('');
  const [touched, setTouched] = useState(false);
  const attachments = useImageAttachments();
  const send = useMutation({
    mutationFn: () =>
      putFeedback({
        questionType: type,
        content: content.trim(),
        images: attachments.images.map(({ name, type: mime, size }) => ({
          name,
          type: mime,
          size,
        })),
      }),
    onSuccess: () => {
      setContent('');
      setTouched(false);
      attachments.clear();
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });

  const length = lengthOf(content);
  const tooLong = length > FEEDBACK_MAX_LENGTH;
  const empty = content.trim() === '';
  const fieldError = tooLong
    ? intl.formatMessage(feedbackLimits.tooLong, { max: FEEDBACK_MAX_LENGTH })
    : touched && empty
      ? intl.formatMessage(m.contentRequired)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (tooLong || empty || send.isPending) return;
    send.mutate();
  };

  return (
    <form
      className="ui-form feedback-form"
      noValidate
      onSubmit={submit}
      data-testid="feedback-form"
    >
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-type`}>
          <FormattedMessage {...m.type} />
        </label>
        <select
          id={`${id}-type`}
          className="ui-field__input"
          value={type}
          data-testid="feedback-type"
          onChange={(event) => setType(event.target.value as FeedbackType)}
        >
          {FEEDBACK_TYPES.map((each) => (
            <option key={each} value={each}>
              {intl.formatMessage(FEEDBACK_TYPE_LABELS[each])}
            </option>
          ))}
        </select>
      </div>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-content`}>
          <FormattedMessage {...m.content} />
        </label>
        <textarea
          id={`${id}-content`}
          className="ui-field__input feedback-form__content"
          rows={4}
          value={content}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-counter${fieldError ? ` ${id}-error` : ''}`}
          data-testid="feedback-content"
          onChange={(event) => setContent(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <span
          id={`${id}-counter`}
          className="ui-field__hint feedback-form__counter"
          data-over={tooLong || undefined}
          data-testid="feedback-counter"
        >
          {intl.formatMessage(feedbackLimits.counter, { count: length, max: FEEDBACK_MAX_LENGTH })}
        </span>
        {fieldError && (
          <span
            id={`${id}-error`}
            className="ui-field__error"
            role="alert"
            data-testid="feedback-content-error"
          >
            {fieldError}
          </span>
        )}
      </div>
      <ImageAttachmentPicker
        attachments={attachments}
        label={<FormattedMessage {...m.screenshots} />}
        disabled={send.isPending}
        testId="feedback-images"
      />
      {send.isError && (
        <div className="ui-form__failure" role="alert">
          {send.error.message}
        </div>
      )}
      {send.isSuccess && (
        <p role="status" className="feedback-form__sent">
          <FormattedMessage {...m.sent} />
        </p>
      )}
      <button
        type="submit"
        className="button"
        disabled={send.isPending}
        data-testid="feedback-submit"
      >
        <FormattedMessage {...(send.isPending ? m.sending : m.submit)} />
      </button>
    </form>
  );
}
