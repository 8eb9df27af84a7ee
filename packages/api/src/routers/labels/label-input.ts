import { LABEL_COLORS, LABELS, labelMessages } from '@balasin/shared';
import { z } from 'zod';

export const labelNameSchema = z
  .string({ error: labelMessages.nameRequired })
  .trim()
  .min(1, labelMessages.nameRequired)
  .max(LABELS.nameMax, labelMessages.nameTooLong)
  .meta({ example: 'VIP' });

export const labelColorSchema = z
  .enum(LABEL_COLORS, { error: labelMessages.colorInvalid })
  .meta({ example: 'purple' });
