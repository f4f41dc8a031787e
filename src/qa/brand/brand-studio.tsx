import { ownValue } from '#schemas/own-value.ts';
import { useCallback, useId, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { brands, DEFAULT_BRAND_ID } from '#brands/index.ts';
import { useBrand } from '#src/shared/brand-context.tsx';
import { BrandBasePicker } from './brand-base-picker.tsx';
import { BrandDownload } from './brand-download.tsx';
import { BrandForm } from './brand-form.tsx';
import { BrandJsonEditor } from './brand-json-editor.tsx';
import { BrandPreview } from './brand-preview.tsx';
import { BrandProblems } from './brand-problems.tsx';
import { readStoredDraft, startDraft, type BrandJson, type StoredDraft } from './draft.ts';
import { draftProblems } from './draft-problems.ts';
import { usePreviewedDraft } from './use-previewed-draft.ts';
import './brand-studio.css';

const messages = defineMessages({
  formHeading: { id: 'qa.brand.form.heading', defaultMessage: 'Form' },
  jsonHeading: { id: 'qa.brand.json.heading', defaultMessage: 'JSON' },
});

/** A new draft from the shipped brand `baseId`. */
function draftFrom(baseId: string): StoredDraft {
  const base = ownValue(brands, baseId) ?? brands[DEFAULT_BRAND_ID]!;
  return startDraft(base, Object.keys(brands));
}

/** The draft of an earlier visit when its base still ships, else a copy of `fallbackId`. */
function initialDraft(fallbackId: string): StoredDraft {
  const stored = readStoredDraft('edited');
  return stored && Object.hasOwn(brands, stored.baseId) ? stored : draftFrom(fallbackId);
}

/**
 * The studio's working parts around one draft: where it starts from, its problems, the form and
 * the JSON side by side, the download and the preview.
 */
export function BrandStudio() {
  const current = useBrand();
  const jsonId = useId();
  const [draft, setDraft] = useState(() => initialDraft(current.app.id));
  const [readable, setReadable] = useState(true);
  const problems = useMemo(() => draftProblems(draft.brand), [draft.brand]);
  const previewed = usePreviewedDraft(draft, problems.length === 0);

  const edit = useCallback((brand: BrandJson) => {
    setDraft((now) => ({ ...now, brand }));
  }, []);
  // A change from the form rewrites the JSON text, which then reads again.
  const editInForm = useCallback(
    (brand: BrandJson) => {
      edit(brand);
      setReadable(true);
    },
    [edit],
  );
  const startFrom = (baseId: string) => {
    setDraft(draftFrom(baseId));
    setReadable(true);
  };

  return (
    <div className="brand-studio__body">
      <BrandBasePicker baseId={draft.baseId} onStart={startFrom} />
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
