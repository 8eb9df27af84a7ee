import { formatBytes } from '@balasin/shared';
import { ATTACHMENT_TYPES, INBOX } from '@balasin/shared/inbox';

type Json = Record<string, unknown>;

/**
 * An agent's attachment is multipart: a plain route, not a procedure (apps/server's
 * conversation-files plugin), documented like the rest. The share link WhatsApp fetches the file
 * by is no API of anyone's, so it is not documented.
 */
export const attachmentPaths = (
  errorResponse: (description: string) => Json,
  commonErrors: (method: string) => Record<string, string>,
) => {
  const errors = (method: string, own: Record<number, string>) => ({
    ...Object.fromEntries(Object.entries(own).map(([s, text]) => [s, errorResponse(text)])),
    ...Object.fromEntries(
      Object.entries(commonErrors(method)).map(([s, text]) => [s, errorResponse(text)]),
    ),
  });
  const id = (description: string) => ({
    name: 'id',
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
    example: '3f1c2b9e-6a51-4f0e-9a57-2f3d1e0c8b44',
  });
  return {
    '/conversations/{id}/attachments': {
      post: {
        operationId: 'conversations-attach',
        summary: 'Send the customer a picture or a PDF as the signed-in team member',
        description: `Multipart form data: \`file\` (${Object.keys(ATTACHMENT_TYPES).join(', ')}, at most ${formatBytes(INBOX.attachmentMaxBytes)}, recognised by its content; a browser type that says otherwise is refused) and an optional \`caption\`. Queued and sent like a text reply (202), with the same effects on the bot and the assignee.`,
        tags: ['conversations'],
        security: [{ cookieAuth: [] }],
        parameters: [id('The conversation’s id')],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: {
                  file: { type: 'string', format: 'binary' },
                  caption: { type: 'string', example: 'Ini katalognya, Kak' },
                },
              },
            },
          },
        },
        responses: {
          202: {
            description: 'Queued: the message as the thread shows it',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/ThreadMessage' } },
            },
          },
          ...errors('post', {
            400: 'No file, a type other than those listed, a file whose declared type is not its content, over the size limit, or a caption too long',
            401: 'Not authenticated',
            403: 'The subscription has ended: nothing is sent until it is renewed',
            404: 'Conversation not found (or another business’s)',
            413: 'The body is far over the size limit',
            415: 'Not multipart/form-data',
          }),
        },
      },
    },
  };
};
