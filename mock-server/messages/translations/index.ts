import type { MessageKey } from '#mock-server/messages/catalogue.ts';
import type { LanguageCode } from '#schemas/languages.ts';
import { ID } from '#mock-server/messages/translations/id.ts';
import { MS } from '#mock-server/messages/translations/ms.ts';

/** Every text of the platform in one more language (the type makes it complete). */
export type Translation = Readonly<Record<MessageKey, string>>;

/**
 * The platform's texts beyond Vietnamese and English (those are in the area tables), one file
 * per language; every complete language of `schemas/languages.ts` has one (a test checks it).
 */
export const TRANSLATIONS: Readonly<Partial<Record<LanguageCode, Translation>>> = {
  id: ID,
  ms: MS,
};
