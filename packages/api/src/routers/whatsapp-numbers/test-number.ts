import type { NumberDetailRow } from '@balasin/db';
import { engineMessages } from '@balasin/shared';
import { ForbiddenError } from '../../errors.ts';

/** The sandbox paths act on test numbers only (403 on a real one, as the contract says). */
export const assertTestNumber = (number: NumberDetailRow) => {
  if (!number.test) throw new ForbiddenError(engineMessages.notATestNumber);
  return number;
};
