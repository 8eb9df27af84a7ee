/**
 * The marketing site's budgets (issue 4). `npm run lighthouse` reports the scores against them;
 * the JavaScript budget is also held by a browser test (e2e/site/budget.spec.ts).
 */
export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
} as const;

/** Every script `/` loads, each gzipped at level 9, summed: at most 100 KB. */
export const HOME_JS_BUDGET_BYTES = 100 * 1024;
