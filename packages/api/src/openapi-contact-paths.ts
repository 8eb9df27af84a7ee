import { CONTACTS_BOOK, CONTACTS_CSV_HEADER, formatBytes } from '@balasin/shared';

type Json = Record<string, unknown>;

const header = CONTACTS_CSV_HEADER.join(',');

/**
 * The contact book as CSV, out and in: plain routes, not procedures (apps/server's
 * contact-files plugin). These are their OpenAPI operations, shaped like the rest.
 */
export const contactFilePaths = (
  errorResponse: (description: string) => Json,
  commonErrors: (method: string) => Record<string, string>,
) => {
  const errors = (method: string, own: Record<number, string>) => ({
    ...Object.fromEntries(Object.entries(own).map(([s, text]) => [s, errorResponse(text)])),
    ...Object.fromEntries(
      Object.entries(commonErrors(method))
        .filter(([status]) => !(status in own) && status !== '415')
        .map(([s, text]) => [s, errorResponse(text)]),
    ),
  });
  return {
    '/contacts/export': {
      get: {
        operationId: 'contacts-export',
        summary: 'Download the contact book as CSV',
        description: `Every contact, by name: UTF-8 with a byte order mark and CRLF line ends, so Excel shows Indonesian names and emoji as they are; values with commas, quotes or line breaks are quoted. Header: \`${header}\` (times in ISO 8601 UTC, empty before any message). A name that a spreadsheet would run as a formula starts with an apostrophe, which the import reads back off. The owner's and admins'.`,
        tags: ['contacts'],
        security: [{ cookieAuth: [] }],
        responses: {
          200: {
            description: 'The CSV file',
            headers: {
              'Content-Disposition': {
                schema: { type: 'string' },
                example: 'attachment; filename="contacts-2026-11-25.csv"',
              },
            },
            content: {
              'text/csv': {
                schema: { type: 'string' },
                example: `\uFEFF${header}\r\nSiti Nurhaliza 🌸,+6281234567890,2026-11-01T02:00:00.000Z,2026-11-24T09:30:00.000Z\r\n`,
              },
            },
          },
          ...errors('get', { 401: 'Not signed in', 403: 'Agents cannot export contacts' }),
        },
      },
    },
    '/contacts/import': {
      post: {
        operationId: 'contacts-import',
        summary: 'Import contacts from CSV',
        description: `The body is the CSV file itself (up to ${formatBytes(CONTACTS_BOOK.importMaxBytes)} and ${CONTACTS_BOOK.importMaxRows.toLocaleString('en')} contacts), UTF-8 with or without a byte order mark, any line ends. The header names the columns, in any order and case: \`phone\` (or \`telepon\`, \`nomor\`, \`no hp\`, \`hp\`, \`whatsapp\`) is required, \`name\` (or \`nama\`) optional, others (such as the export's dates) ignored, so an export imports as is. Phones written nationally (0812…) become +62812…. A known phone takes the file's name; a new one becomes a contact while the package has room. Each line not taken is listed with its reason. The owner's and admins'.`,
        tags: ['contacts'],
        security: [{ cookieAuth: [] }],
        requestBody: {
          required: true,
          content: {
            'text/csv': {
              schema: { type: 'string' },
              example:
                'name,phone\r\nBudi Santoso,081234567890\r\n"Toko ""Jaya"", Bandung",+6281122334455\r\n',
            },
          },
        },
        responses: {
          200: {
            description: 'What the import did, and each line it skipped with why',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['created', 'updated', 'skipped'],
                  properties: {
                    created: { type: 'integer' },
                    updated: { type: 'integer' },
                    skipped: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['line', 'reason'],
                        properties: {
                          line: {
                            type: 'integer',
                            description: 'The line of the file, 1 the header',
                          },
                          reason: { type: 'string' },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          ...errors('post', {
            400: 'Not UTF-8 text, no header with a phone column, no rows, an unclosed quote, or too many rows',
            401: 'Not signed in',
            403: 'Agents cannot import contacts',
            413: `The file is larger than ${formatBytes(CONTACTS_BOOK.importMaxBytes)}`,
          }),
        },
      },
    },
  };
};
