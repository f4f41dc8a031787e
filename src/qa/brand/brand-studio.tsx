import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { brands } from '#brands/index.ts';
import type { NewBrandAnswers } from '#brands/new-brand.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { BrandDownload } from './brand-download.tsx';
import { BrandForm } from './brand-form.tsx';
import { BrandJsonEditor } from './brand-json-editor.tsx';
import { BrandPreview } from './brand-preview.tsx';
import { BrandProblems } from './brand-problems.tsx';
import { NewBrandForm } from './new-brand-form.tsx';
import { readStoredDraft, startDraft, type BrandJson, type StoredDraft } from './draft.ts';
import { draftProblems } from './draft-problems.ts';
import { usePreviewedDraft } from './use-previewed-draft.ts';
import './brand-studio.css';

const messages = defineMessages({
  formHeading: { id: 'qa.brand.form.heading', defaultMessage: 'Form' },
  jsonHeading: { id: 'qa.brand.json.heading', defaultMessage: 'JSON' },
  startAnother: { id: 'qa.brand.new.again', defaultMessage: 'Start another brand' },
});

/** The draft of an earlier visit when its base still ships, else none: a brand starts anew. */
function storedDraft(): StoredDraft | null {
  const stored = readStoredDraft('edited');
  return stored && Object.hasOwn(brands, stored.baseId) ? stored : null;
}

/**
 * The studio: a new brand's identity first (when there is no draft yet), then the working parts
 * around the draft.
 */
export function BrandStudio() {
  const current = useBrand();
  const [draft, setDraft] = useState(storedDraft);
  const [generation, setGeneration] = useState(0);
  const start = (answers: NewBrandAnswers) => {
    setDraft(startDraft(answers));
    // A new brand starts the editors afresh (the JSON text, whether it reads).
    setGeneration((now) => now + 1);
  };
  if (!draft) return <NewBrandForm baseId={current.app.id} onStart={start} />;
  return (
    <DraftStudio
      key={generation}
      draft={draft}
      onDraftChange={setDraft}
      startAnother={
        <details className="brand-new-again">
          <summary>
            <FormattedMessage {...messages.startAnother} />
          </summary>
          <NewBrandForm
            baseId={draft.baseId}
            currentId={String((draft.brand.app as { id?: unknown } | undefined)?.id ?? '')}
            onStart={start}
          />
        </details>
      }
    />
  );
}

/**
 * The working parts around one draft: its problems (brand:check --strict's), the form and the
 * JSON side by side, the download and the preview.
 */
function DraftStudio({
  draft,
  onDraftChange,
  startAnother,
}: {
  draft: StoredDraft;
  onDraftChange: (update: (now: StoredDraft | null) => StoredDraft | null) => void;
  startAnother: ReactNode;
}) {
  const jsonId = useId();
  const [readable, setReadable] = useState(true);
  const problems = useMemo(() => draftProblems(draft.brand), [draft.brand]);
  const previewed = usePreviewedDraft(draft, problems.length === 0);

  const edit = useCallback(
    (brand: BrandJson) => onDraftChange((now) => (now ? { ...now, brand } : now)),
    [onDraftChange],
  );
  // A change from the form rewrites the JSON text, which then reads again.
  const editInForm = useCallback(
    (brand: BrandJson) => {
      edit(brand);
      setReadable(true);
    },
    [edit],
  );

  return (
    <div className="brand-studio__body">
      {startAnother}
      <BrandProblems problems={problems} jsonEditorId={jsonId} />
      <BrandDownload draft={draft.brand} problemCount={problems.length} readable={readable} />
      <div className="brand-studio__editors">
        <section className="brand-studio__panel" aria-labelledby={`${jsonId}-form`}>
          <h2 id={`${jsonId}-form`}>
            <FormattedMessage {...messages.formHeading} />
          </h2>
          <div className="brand-studio__scroll">
            <BrandForm draft={draft.brand} problems={problems} onChange={editInForm} />
          </div>
        </section>
        <section className="brand-studio__panel" aria-labelledby={`${jsonId}-json`}>
          <h2 id={`${jsonId}-json`}>
            <FormattedMessage {...messages.jsonHeading} />
          </h2>
          <BrandJsonEditor
            id={jsonId}
            draft={draft.brand}
            onChange={edit}
            onReadableChange={setReadable}
          />
        </section>
      </div>
      <BrandPreview
        draft={previewed.brand}
        revision={previewed.revision}
        stale={problems.length > 0 || !readable}
      />
    </div>
  );
}
