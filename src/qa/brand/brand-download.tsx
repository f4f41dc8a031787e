import { useId } from 'react';
import { defineMessages, FormattedMessage, type NoMessageValues } from 'react-intl';
import { brandFileName, brandFileText, type BrandJson } from './draft.ts';

const messages = defineMessages<{
  download: { name: string };
  ready: { name: string };
  blocked: { count: number };
  unreadable: NoMessageValues;
}>({
  download: { id: 'qa.brand.download.button', defaultMessage: 'Download {name}' },
  ready: { id: 'qa.brand.download.ready', defaultMessage: 'Put {name} into brands/ as it is.' },
  blocked: {
    id: 'qa.brand.download.blocked',
    defaultMessage:
      'The download waits until {count, plural, one {the problem is} other {all # problems are}} fixed.',
  },
  unreadable: {
    id: 'qa.brand.download.unreadable',
    defaultMessage: 'The download waits until the JSON can be read.',
  },
});

/** Saves `text` as a file called `name` through the browser's download. */
function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads the draft as `<id>.json`, ready for brands/ (`brandFileText`: two-space indents, a
 * final newline, as Prettier writes it). Held back, with the reason, while the draft has
 * problems or the JSON editor holds text that does not read.
 */
export function BrandDownload({
  draft,
  problemCount,
  readable,
}: {
  draft: BrandJson;
  problemCount: number;
  readable: boolean;
}) {
  const noteId = useId();
  const name = brandFileName(draft);
  const blocked = !readable || problemCount > 0;
  return (
    <div className="brand-download">
      <button
        type="button"
        className="brand-studio__button"
        data-testid="brand-studio-download"
        disabled={blocked}
        aria-describedby={noteId}
        onClick={() => saveFile(name, brandFileText(draft))}
      >
        <FormattedMessage {...messages.download} values={{ name }} />
      </button>
      <p id={noteId} className="brand-download__note">
        {!readable ? (
          <FormattedMessage {...messages.unreadable} />
        ) : problemCount > 0 ? (
          <FormattedMessage {...messages.blocked} values={{ count: problemCount }} />
        ) : (
          <FormattedMessage {...messages.ready} values={{ name }} />
        )}
      </p>
    </div>
  );
}
