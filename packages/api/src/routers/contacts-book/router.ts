import { createCallerFactory, router } from '../../trpc.ts';
import { addContactLabelProcedure } from './add-contact-label.ts';
import { exportContactsProcedure } from './export-contacts.ts';
import { importContactsProcedure } from './import-contacts.ts';
import { listContactsProcedure } from './list-contacts.ts';
import { mergeContactsProcedure } from './merge-contacts.ts';
import { removeContactLabelProcedure } from './remove-contact-label.ts';
import { renameContactProcedure } from './rename-contact.ts';

/** The contact book (issue 23): any member reads and names contacts; merging is the managers'. */
export const contactsBookRouter = router({
  list: listContactsProcedure,
  rename: renameContactProcedure,
  merge: mergeContactsProcedure,
  addLabel: addContactLabelProcedure,
  removeLabel: removeContactLabelProcedure,
});

/**
 * The book as CSV, out and in: neither is JSON, so plain HTTP routes (apps/server's contact-files
 * plugin) call these for the same authentication, roles and error mapping. Not part of appRouter.
 */
export const contactFilesRouter = router({
  export: exportContactsProcedure,
  import: importContactsProcedure,
});

export const createContactFilesCaller = createCallerFactory(contactFilesRouter);
