import type { MessageKey } from '#mock-server/messages/catalogue.ts';
import type { LanguageCode } from '#schemas/languages.ts';
import { AR } from '#mock-server/messages/translations/ar.ts';
import { HI } from '#mock-server/messages/translations/hi.ts';
import { ID } from '#mock-server/messages/translations/id.ts';
import { JA } from '#mock-server/messages/translations/ja.ts';
import { KO } from '#mock-server/messages/translations/ko.ts';
import { MS } from '#mock-server/messages/translations/ms.ts';
import { TH } from '#mock-server/messages/translations/th.ts';
import { ZH } from '#mock-server/messages/translations/zh.ts';

/** Every text of the platform in one more language (the type makes it complete). */
export type Translation = Readonly<Record<MessageKey, string>>;

/**
 * The platform's texts beyond Vietnamese and English (those are in the area tables), one file
 * per language; every complete language of `schemas/languages.ts` has one (a test checks it).
 */
export const TRANSLATIONS: Readonly<Partial<Record<LanguageCode, Translation>>> = {
  zh: ZH,
  id: ID,
  th: TH,
  ja: JA,
  hi: HI,
  ko: KO,
  ms: MS,
  ar: AR,
};
