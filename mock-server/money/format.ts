import type { Brand } from '#brands/brand.types.ts';
import { formattingLocale } from '#schemas/formatting-locale.ts';
import { formatMoney } from '#schemas/money-format.ts';
import type { MessageLanguage } from '#mock-server/messages/language.ts';
import { fromMinor } from '#mock-server/money/ledger.ts';

/**
 * An amount in minor units as the app shows money in `language` (decision 012), for the
 * platform's refusals and terms: '50.000,00 ₫' to a Vietnamese reader, '₫50,000.00' to an
 * English one, so a refusal quotes the limit the way the form's hint wrote it.
 */
export function formatMinor(brand: Brand, minor: number, language: MessageLanguage): string {
  return formatMoney(fromMinor(minor), formattingLocale(language), brand.app.currency);
}
