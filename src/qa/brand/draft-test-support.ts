import type { NewBrandAnswers } from '#brands/new-brand.ts';

/** The answers of a new brand "Acme Bet" copied from the shipped brand `from`. */
export const acmeAnswers = (from = 'demo'): NewBrandAnswers => ({
  id: 'acme',
  from,
  name: 'Acme Bet',
  domains: ['acme.example'],
  merchantCode: 'ACME01',
});
