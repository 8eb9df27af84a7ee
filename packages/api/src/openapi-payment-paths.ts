import { formatBytes, PAYMENT_RULES, PROOF_TYPES } from '@balasin/shared';

type Json = Record<string, unknown>;

const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The payment’s id',
  schema: { type: 'string' },
  example: '3f6c1c1e-7a53-4a4e-9d0b-3c2b1f1e2a10',
};

const bytes = (type: string, disposition: string) => ({
  description: 'The file’s bytes; a served file never runs scripts.',
  headers: {
    'Content-Disposition': { schema: { type: 'string' }, example: disposition },
    'X-Content-Type-Options': { schema: { type: 'string', const: 'nosniff' } },
  },
  content: { [type]: { schema: { type: 'string', format: 'binary' } } },
});

/**
 * "I have paid" takes a file, and proofs and invoices are bytes: plain routes, not procedures
 * (apps/server's payment-files plugin). These are their OpenAPI operations, shaped like the rest.
 */
export const paymentFilePaths = (
  errorResponse: (description: string) => Json,
  commonErrors: (method: string) => Record<string, string>,
) => {
  const errors = (method: string, own: Record<number, string>) => ({
    ...Object.fromEntries(Object.entries(own).map(([s, text]) => [s, errorResponse(text)])),
    ...Object.fromEntries(
      Object.entries(commonErrors(method)).map(([s, text]) => [s, errorResponse(text)]),
    ),
  });
  const download = (operationId: string, summary: string, type: string, example: string) => ({
    get: {
      operationId,
      summary,
      tags: ['payments'],
      security: [{ cookieAuth: [] }],
      parameters: [idParameter],
      responses: {
        200: bytes(type, example),
        ...errors('get', {
          401: 'Not authenticated',
          404: 'Payment not found (or another business’s), or nothing to download yet',
        }),
      },
    },
  });
  return {
    '/payments/{id}/submission': {
      post: {
        operationId: 'payments-submit',
        summary: 'I have paid: the bank, the sender’s name and a proof of transfer',
        description: `Multipart form data (the one non-JSON body this API takes). The proof is ${Object.keys(PROOF_TYPES).join(', ')}, at most ${formatBytes(PAYMENT_RULES.proofMaxBytes)}, recognised by its content whatever its name or declared type. The order moves to review (status submitted) and the owner gets a receipt by e-mail. A proof may be replaced until it is reviewed, and sent again after a rejection. Refused (403) until the owner's e-mail address is verified.`,
        tags: ['payments'],
        security: [{ cookieAuth: [] }],
        parameters: [idParameter],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['bank', 'payer_name', 'proof'],
                properties: {
                  bank: { type: 'string', example: 'BCA' },
                  payer_name: { type: 'string', example: 'Budi Santoso' },
                  proof: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: 'The payment, now submitted',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Payment' } } },
          },
          ...errors('post', {
            400: 'Missing field, or a proof of the wrong type or over the size limit',
            401: 'Not authenticated',
            403: 'The owner’s e-mail address is not verified yet',
            404: 'Payment not found',
            409: 'Already confirmed, or expired unpaid',
            413: 'The body is far over the proof’s size limit',
            415: 'Not multipart/form-data',
          }),
        },
      },
    },
    '/payments/{id}/proof': download(
      'payments-proof',
      'Download the proof of transfer (owner or admin)',
      'application/octet-stream',
      'inline; filename="bukti-transfer.jpg"',
    ),
    '/payments/{id}/invoice': download(
      'payments-invoice',
      'Download the invoice PDF of a confirmed payment (owner or admin)',
      'application/pdf',
      'attachment; filename="invoice-INV-2026-00042.pdf"',
    ),
  };
};
