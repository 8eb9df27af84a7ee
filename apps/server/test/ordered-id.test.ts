import { describe, expect, it } from 'vitest';
import { orderedId } from '../src/jobs/ordered-id.ts';

describe('job ids', () => {
  it('sort in the order they were made, within one millisecond too, as valid UUIDv7s', () => {
    const ids = Array.from({ length: 10_000 }, () => orderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
