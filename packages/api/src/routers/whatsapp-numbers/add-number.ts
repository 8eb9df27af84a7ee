import { addNumberWithinLimit, findNumberForBusiness } from '@balasin/db';
import {
  ENGINE_LIMITS,
  engineMessages,
  messages,
  PACKAGE_NUMBER_LIMITS,
  packageLimitMessage,
} from '@balasin/shared';
import { ConflictError, ForbiddenError, isUniqueViolation } from '../../errors.ts';
import { managerProcedure } from '../../trpc.ts';
import { addNumberInput, addNumberMeta, addNumberOutput } from './add-number.schema.ts';
import { toNumberDto } from './number-dto.ts';

export const addNumberProcedure = managerProcedure
  .meta(addNumberMeta)
  .input(addNumberInput)
  .output(addNumberOutput)
  .mutation(async ({ ctx, input }) => {
    const businessId = ctx.membership?.businessId;
    if (!businessId) {
      throw new ForbiddenError(
        input.test ? engineMessages.testNumberNeedsBusiness : messages.noActiveSubscription,
      );
    }
    const outcome = await addNumberWithinLimit(ctx.db, {
      businessId,
      number: input.number,
      name: input.name,
      now: ctx.now(),
      limitFor: (pkg) => PACKAGE_NUMBER_LIMITS[pkg],
      ...(input.test ? { test: { limit: ENGINE_LIMITS.testNumbersMax } } : {}),
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ConflictError(messages.numberAlreadyRegistered);
      throw error;
    });
    if (outcome.kind === 'no-business' && input.test) {
      throw new ForbiddenError(engineMessages.testNumberNeedsBusiness);
    }
    if (outcome.kind === 'test-limit-reached') {
      throw new ForbiddenError(engineMessages.testNumberLimit);
    }
    if (outcome.kind === 'no-business' || outcome.kind === 'no-subscription') {
      throw new ForbiddenError(messages.noActiveSubscription);
    }
    if (outcome.kind === 'limit-reached') {
      throw new ForbiddenError(packageLimitMessage(outcome.package, outcome.limit));
    }
    const created = await findNumberForBusiness(ctx.db, businessId, outcome.id);
    if (!created) throw new Error('added number vanished');
    return toNumberDto(created);
  });
