import { router } from '../../trpc.ts';
import { createLabelProcedure } from './create-label.ts';
import { deleteLabelProcedure } from './delete-label.ts';
import { labelUsageProcedure } from './label-usage.ts';
import { listLabelsProcedure } from './list-labels.ts';
import { updateLabelProcedure } from './update-label.ts';

/**
 * A business's labels (issue 23): any member reads them and puts them on conversations and
 * contacts (those procedures live with conversations and contacts); defining them is the
 * owner's and admins'.
 */
export const labelsRouter = router({
  list: listLabelsProcedure,
  usage: labelUsageProcedure,
  create: createLabelProcedure,
  update: updateLabelProcedure,
  remove: deleteLabelProcedure,
});
