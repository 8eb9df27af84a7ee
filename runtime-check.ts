import { readFileSync } from 'node:fs';

/**
 * Every test run starts here (vitest's and Playwright's global setup): a script that slipped
 * back to the machine's own Node (20, end of life) fails the run instead of passing on it.
 */
const pinned: string = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
  .devDependencies.node;

export const pinnedNodeVersion = pinned;

export default function assertPinnedRuntime() {
  const major = (version: string) => version.replace(/^v/, '').split('.')[0];
  if (major(process.version) !== major(pinned)) {
    throw new Error(
      `Tests run on Node ${process.version}; the project runs on Node ${pinned} (the pinned "node" dev dependency). Run them through npm.`,
    );
  }
}
