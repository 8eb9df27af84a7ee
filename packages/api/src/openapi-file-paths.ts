import { formatBytes, MEDIA_LIMITS } from '@balasin/shared';

type Json = Record<string, unknown>;

const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The message’s id',
  schema: { type: 'string' },
  example: '0b6f5c1e-2f7a-4d8e-9a41-3c1f0e7d9b20',
};

const fileResponse = {
  description:
    'The file’s bytes, as the customer sent them, with the media type WhatsApp gave. Images, audio and video are `inline`, anything else an `attachment`; served files never run scripts.',
  headers: {
    'Content-Disposition': {
      description: 'inline or attachment, with the file’s name',
      schema: { type: 'string' },
      example: 'attachment; filename="invoice.pdf"',
    },
    'Content-Security-Policy': {
      description: 'Keeps a served file from running anything',
      schema: { type: 'string' },
      example: "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
    'X-Content-Type-Options': { schema: { type: 'string', const: 'nosniff' } },
  },
  content: {
    'application/octet-stream': {
      schema: { type: 'string', format: 'binary' },
    },
  },
};

const description = `Received images, documents, audio and video are kept up to ${formatBytes(MEDIA_LIMITS.maxBytesDefault)} (the server's MEDIA_MAX_BYTES); a larger file, or one WhatsApp could not deliver, has no bytes here (404) and its message's \`media.error\` says why.`;

/**
 * Received files are served by plain routes (bytes, not JSON), not by procedures: these are
 * their OpenAPI operations, in the same shape as the generated ones.
 */
export const messageFilePaths = (
  errorResponse: (description: string) => Json,
  commonErrors: Record<string, string>,
) => {
  const operation = (options: { operationId: string; summary: string; security: Json[] }) => ({
    get: {
      operationId: options.operationId,
      summary: options.summary,
      description,
      tags: ['messages'],
      security: options.security,
      parameters: [idParameter],
      responses: {
        200: fileResponse,
        401: errorResponse('Not authenticated (missing, invalid or revoked token, or no session)'),
        404: errorResponse(
          'Message not found (or another business’s), or it has no kept file (its media.error says why)',
        ),
        ...Object.fromEntries(
          Object.entries(commonErrors).map(([status, text]) => [status, errorResponse(text)]),
        ),
      },
    },
  });
  return {
    '/v1/messages/{id}/media': operation({
      operationId: 'messages-media',
      summary: 'Download the file a message received (media.url)',
      security: [{ bearerAuth: [] }],
    }),
    '/messages/{id}/media': operation({
      operationId: 'dashboard-messages-media',
      summary: 'Download the file a message received, for the dashboard',
      security: [{ cookieAuth: [] }],
    }),
  };
};
