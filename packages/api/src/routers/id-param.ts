import { z } from 'zod';

/**
 * Any string is accepted as a path id: a malformed one is simply not found (404), the same
 * answer as someone else's id, so the API never tells the two apart.
 */
export const idParam = z.string().max(100);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);
