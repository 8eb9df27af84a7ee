import { formatBytes, KNOWLEDGE_LIMITS } from '@balasin/shared';

type Json = Record<string, unknown>;

/**
 * `POST /knowledge/uploads` takes the file's bytes as its body (a plain route, not a
 * procedure: JSON would inflate a 10 MB PDF by a third): its OpenAPI operation, in the same shape
 * as the generated ones.
 */
export const knowledgeUploadPath = (
  errorResponse: (description: string) => Json,
  commonErrors: Record<string, string>,
) => ({
  '/knowledge/uploads/{name}': {
    post: {
      operationId: 'knowledge-uploadDocument',
      summary: 'Upload a document to learn from: PDF, plain text or Markdown',
      description: `The body is the file itself (up to ${formatBytes(KNOWLEDGE_LIMITS.documentMaxBytes)}), \`name\` its file name. The type is taken from the name's extension (.pdf, .txt, .md), else from Content-Type. Answers at once with the document \`processing\`; its text is read (PDFs by their text layer) and indexed within seconds, then it is \`ready\`, or \`failed\` with the reason: a scanned PDF without text says so.`,
      tags: ['knowledge'],
      security: [{ cookieAuth: [] }],
      parameters: [
        {
          name: 'name',
          in: 'path',
          required: true,
          description: "The file's name, shown as the document's title",
          schema: { type: 'string' },
          example: 'kebijakan-toko.pdf',
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/pdf': { schema: { type: 'string', format: 'binary' } },
          'text/plain': { schema: { type: 'string' } },
          'text/markdown': { schema: { type: 'string' } },
          'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
        },
      },
      responses: {
        201: {
          description: 'The document, `processing`',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/KnowledgeDocument' } },
          },
        },
        400: errorResponse('No file, no name, or not a PDF, text or Markdown file'),
        401: errorResponse('Not authenticated'),
        403: errorResponse('No business, or already 1000 knowledge sources'),
        413: errorResponse('The file is larger than 10 MB'),
        ...Object.fromEntries(
          Object.entries(commonErrors)
            .filter(([status]) => !['400', '401', '403', '413'].includes(status))
            .map(([status, text]) => [status, errorResponse(text)]),
        ),
      },
    },
  },
});
