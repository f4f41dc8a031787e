import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '#src/platform/storage-keys.ts';
import { startDraft, storeDraft } from './draft.ts';
import { openDraftPreview, readDraftPreview } from './draft-preview.ts';
import { acmeAnswers } from './draft-test-support.ts';

const draft = () => startDraft(acmeAnswers('lotus'));
let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('readDraftPreview', () => {
  it("runs the draft stored for the preview, on its base's data", () => {
    const stored = draft();
    storeDraft(stored, 'previewed');
    // The draft as edited is not what the preview runs.
    storeDraft({ ...stored, brand: { broken: true } }, 'edited');
    expect(readDraftPreview()).toEqual({ ok: true, brand: stored.brand, baseId: 'lotus' });
  });

  it('says why a draft cannot run: none stored, a base not shipped, problems', () => {
    expect(readDraftPreview()).toEqual({ ok: false, reason: 'missing' });

    storeDraft({ ...draft(), baseId: 'gone' }, 'previewed');
    expect(readDraftPreview()).toEqual({ ok: false, reason: 'unknownBase', baseId: 'gone' });

    const clashing = draft();
    (clashing.brand.app as { id: string }).id = 'demo';
    storeDraft(clashing, 'previewed');
    expect(readDraftPreview()).toEqual({
      ok: false,
      reason: 'invalid',
      baseId: 'lotus',
      problems: [{ path: '/app/id', text: expect.stringContaining('brands/demo.json') }],
    });
  });
});

describe('openDraftPreview', () => {
  it("keeps the studio's storage out of the preview's reach and sets the asked theme", () => {
    storeDraft(draft(), 'previewed');
    window.localStorage.setItem(LOCAL_KEYS.demoBrand, 'nightowl');
    window.localStorage.setItem(LOCAL_KEYS.theme, 'light');
    window.sessionStorage.setItem(SESSION_KEYS.token, 'studio-token');
    const studioLocal = window.localStorage;
    const studioSession = window.sessionStorage;

    const descriptors = (['localStorage', 'sessionStorage'] as const).map(
      (name) => [name, Object.getOwnPropertyDescriptor(window, name)!] as const,
    );
    restore = () => descriptors.forEach(([name, d]) => Object.defineProperty(window, name, d));
    const preview = openDraftPreview(new URLSearchParams('?previewDraft=1&theme=dark'));
    expect(preview.ok).toBe(true);
    // The preview sees nothing of the studio's, and what it writes stays its own.
    expect(window.localStorage.getItem(LOCAL_KEYS.demoBrand)).toBeNull();
    expect(window.sessionStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(LOCAL_KEYS.theme)).toBe('dark');
    window.localStorage.setItem(LOCAL_KEYS.lang, 'en');
    window.sessionStorage.setItem(SESSION_KEYS.token, 'preview-token');
    expect(studioLocal.getItem(LOCAL_KEYS.lang)).toBeNull();
    expect(studioLocal.getItem(LOCAL_KEYS.theme)).toBe('light');
    expect(studioSession.getItem(SESSION_KEYS.token)).toBe('studio-token');
  });
});
