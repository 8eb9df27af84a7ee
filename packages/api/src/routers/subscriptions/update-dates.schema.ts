import { messages } from '@balasin/shared';
import { z } from 'zod';
import type { Meta } from '../../trpc.ts';
import { idParam } from '../id-param.ts';
import { subscriptionSchema } from './subscription-dto.ts';

const dateOrNull = z.iso
  .datetime({ offset: true, error: 'Dates must be ISO 8601 with a time zone, or null' })
  .nullable();

export const updateDatesInput = z
  .object({ id: idParam, start_date: dateOrNull, end_date: dateOrNull })
  .refine(
    (value) =>
      !value.start_date ||
      !value.end_date ||
      new Date(value.end_date).getTime() >= new Date(value.start_date).getTime(),
    { message: messages.endBeforeStart, path: ['end_date'] },
  );
export const updateDatesOutput = subscriptionSchema;
export const updateDatesMeta: Meta = {
  openapi: {
    method: 'PUT',
    path: '/subscriptions/{id}/dates',
    tags: ['subscriptions'],
    summary: 'Set or clear a subscription’s start and end dates (admin)',
    description: 'Either date may be null, which clears it. The end may not be before the start.',
    errorResponses: {
      400: 'Invalid date, or end before start',
      401: 'Not authenticated',
      403: 'Unauthorized access',
      404: 'Subscription not found',
    },
  },
};
