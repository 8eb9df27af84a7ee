import { createDb, DataDirInUseError, type DbOptions } from '@balasin/db';

/**
 * createDb for the server and the command lines: a PGlite folder another process holds (the
 * server, while `npm run admin:create` runs) stops this one with one line saying so, before it
 * writes anything the other would never see.
 */
export const openDb = (options: DbOptions) => {
  try {
    return createDb(options);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
};
