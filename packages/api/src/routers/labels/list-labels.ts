import { listLabels } from '@balasin/db';
import { z } from 'zod';
import { businessProcedure } from '../../trpc.ts';
import { toLabelDto } from './label-dto.ts';
import { listLabelsMeta, listLabelsOutput } from './list-labels.schema.ts';

export const listLabelsProcedure = businessProcedure
  .meta(listLabelsMeta)
  .input(z.void())
  .output(listLabelsOutput)
  .query(async ({ ctx }) => {
    if (!ctx.membership) return { items: [] };
    const rows = await listLabels(ctx.db, ctx.membership.businessId);
    return { items: rows.map(toLabelDto) };
  });
