import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pinnedNodeVersion } from '../../../runtime-check.ts';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const major = (version: string) => version.replace(/^v/, '').split('.')[0];
const root = JSON.parse(read('package.json'));

describe('the runtime', () => {
  it('is the pinned Node, exactly', () => {
    expect(process.version).toBe(`v${pinnedNodeVersion}`);
  });

  it('is named the same everywhere: engines, .nvmrc, @types/node and the README', () => {
    expect(pinnedNodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(root.engines.node).toBe(`${major(pinnedNodeVersion)}.x`);
    expect(read('.nvmrc').trim()).toBe(pinnedNodeVersion);
    expect(major(root.devDependencies['@types/node'])).toBe(major(pinnedNodeVersion));
    expect(read('README.md')).toContain(`Node ${pinnedNodeVersion}`);
  });

  it('installs its binary even where npm blocks unapproved install scripts', () => {
    expect(root.allowScripts.node).toBe(true);
  });
});
