import { type ApiDeps, createContactFilesCaller } from '@balasin/api';
import { CONTACTS_BOOK, contactsBookMessages } from '@balasin/shared';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestContext } from '../context.ts';
import { failFileRoute, sendError } from './file-routes.ts';

export const CONTACTS_EXPORT_PATH = '/api/contacts/export';
export const CONTACTS_IMPORT_PATH = '/api/contacts/import';

const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) =>
  failFileRoute(request, reply, error, 'contact file');

/**
 * The contact book as CSV: `GET /api/contacts/export` downloads it (UTF-8 with BOM and CRLF, as
 * Excel reads it) and `POST /api/contacts/import` takes a file's bytes as the body (any media
 * type; a browser sends a File as is, curl `--data-binary @contacts.csv`), up to 2 MB instead of
 * the 100 KB of JSON bodies.
 */
export const registerContactFiles = async (app: FastifyInstance, deps: ApiDeps) => {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    scope.get(CONTACTS_EXPORT_PATH, async (request, reply) => {
      const caller = createContactFilesCaller(createRequestContext(deps, request, reply));
      try {
        const csv = await caller.export();
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition(`contacts-${day}.csv`))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(csv);
      } catch (error) {
        return fail(request, reply, error);
      }
    });

    scope.post(
      CONTACTS_IMPORT_PATH,
      {
        bodyLimit: CONTACTS_BOOK.importMaxBytes,
        // Said before a byte is read when the client announces a file that is too large.
        onRequest: async (request, reply) => {
          const length = Number(request.headers['content-length']);
          if (length > CONTACTS_BOOK.importMaxBytes) {
            return sendError(reply, 413, contactsBookMessages.importTooLarge);
          }
        },
      },
      async (request, reply) => {
        const caller = createContactFilesCaller(createRequestContext(deps, request, reply));
        try {
          const body = request.body;
          return reply.send(
            await caller.import({
              bytes: Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array(),
            }),
          );
        } catch (error) {
          return fail(request, reply, error);
        }
      },
    );
  });
};
