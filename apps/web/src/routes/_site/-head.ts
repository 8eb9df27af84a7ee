import type { PageMeta } from '../../content/types.ts';
import { pageHead } from '../../lib/head.ts';

/**
 * The head of a marketing page whose loader returns its title and description. Going through the
 * loader keeps each page's text in its own chunk instead of the main bundle that `/` downloads.
 */
export const headFromLoader =
  (path: string) =>
  ({ loaderData }: { loaderData?: PageMeta | undefined }) =>
    loaderData ? pageHead({ ...loaderData, path }) : {};
