import type { BundleFigures } from './bundle.ts';
import type { LighthouseSummary } from './report.ts';

export interface BudgetResult {
  name: string;
  value: string;
  pass: boolean;
}

/** Issue 7's budgets. Lighthouse budgets apply to the median of the runs. */
export const HOME_JS_BUDGET_GZIP = 150 * 1024;
export const PERFORMANCE_MIN = 90;
export const CLS_MAX = 0.05;
const BUDGET_PAGES = ['home', 'register', 'slots'];

export function checkBudgets(bundle: BundleFigures, lighthouse: LighthouseSummary): BudgetResult[] {
  const home = bundle.live.home;
  if (!home) throw new Error('no live home route figures');
  const results: BudgetResult[] = [
    {
      name: `live build, home route JS before first render <= ${HOME_JS_BUDGET_GZIP / 1024} KB gzip`,
      value: `${(home.jsGzip / 1024).toFixed(1)} KB`,
      pass: home.jsGzip <= HOME_JS_BUDGET_GZIP,
    },
  ];
  for (const page of BUDGET_PAGES) {
    const figures = lighthouse[page];
    if (!figures) throw new Error(`no Lighthouse figures for ${page}`);
    results.push({
      name: `Lighthouse performance >= ${PERFORMANCE_MIN}, ${page}`,
      value: String(figures.performance.median),
      pass: figures.performance.median >= PERFORMANCE_MIN,
    });
  }
  for (const page of BUDGET_PAGES) {
    const cls = lighthouse[page]?.cls.median ?? Number.NaN;
    results.push({ name: `CLS < ${CLS_MAX}, ${page}`, value: cls.toFixed(3), pass: cls < CLS_MAX });
  }
  return results;
}
