import { BRAND, SESSION } from '@balasin/shared';
import { generateOpenApiDocument } from 'trpc-to-openapi';
import { attachmentPaths } from './openapi-attachment-paths.ts';
import { contactFilePaths } from './openapi-contact-paths.ts';
import { messageFilePaths } from './openapi-file-paths.ts';
import { paymentFilePaths } from './openapi-payment-paths.ts';
import { knowledgeUploadPath } from './openapi-upload-path.ts';
import { appRouter } from './root.ts';
import type { Meta } from './trpc.ts';

type Json = Record<string, unknown>;
type Operation = { operationId: string; security?: unknown[]; responses: Record<string, Json> };

const errorBody = {
  type: 'object',
  required: ['error', 'message', 'code'],
  properties: {
    error: {
      type: 'string',
      description: 'Human-readable message (the spec catalogue text where there is one)',
    },
    message: { type: 'string', description: 'Same as error' },
    code: { type: 'string', description: 'tRPC error code, e.g. BAD_REQUEST' },
    issues: {
      type: 'array',
      items: { type: 'object' },
      description: 'Validation issues (400 only)',
    },
  },
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/** Errors any operation can meet, beyond those each procedure documents. */
const commonErrors = (method: string) => ({
  500: 'Unexpected server error',
  503: 'The database does not answer',
  ...(method === 'get' || method === 'delete'
    ? {}
    : {
        403: 'Cross-site request refused (foreign Origin)',
        413: 'Request body over 100 KB',
        415: 'Request body is not JSON',
      }),
});

/** Each procedure's meta by its OpenAPI operation id. */
const metaByOperation = () => {
  const metas = new Map<string, Meta>();
  for (const [path, procedure] of Object.entries(appRouter._def.procedures)) {
    const meta = (procedure as unknown as { _def: { meta?: Meta } })._def.meta;
    if (meta) metas.set(path.replace(/\./g, '-'), meta);
  }
  return metas;
};

const securityOf = (path: string, meta: Meta | undefined) => {
  // The third-party API under /v1 takes a number's API token, the rest the session cookie.
  if (path.startsWith('/v1/')) return [{ bearerAuth: [] }];
  return meta?.acceptsToken ? [{ cookieAuth: [] }, { bearerAuth: [] }] : [{ cookieAuth: [] }];
};

/** The docs page's introduction: both ways in, and a first call that works as pasted. */
const describeApi = (baseUrl: string) => `REST API of ${BRAND}.

**Your systems** use a WhatsApp number's API token (create one on the number's Developers tab in the dashboard) as \`Authorization: Bearer <token>\`, for the paths under \`/v1\` and for conversations.

**The dashboard's session** (\`POST /auth/login\`, HttpOnly cookies) opens everything else.

### Send your first message

\`\`\`sh
curl -X POST ${baseUrl}/v1/messages \\
  -H "Authorization: Bearer $BALASIN_TOKEN" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: order-1042-shipped" \\
  -d '{"to":"+6281234567890","type":"text","text":{"body":"Pesanan #1042 sudah dikirim"}}'
\`\`\`

The answer is \`202\` with the message's \`id\`; \`GET /v1/messages/{id}\` follows its status.`;

/** The OpenAPI 3.1 document of every REST path, with the contract's error body and cookie auth. */
export const buildOpenApiDocument = (baseUrl: string) => {
  const document = generateOpenApiDocument(appRouter, {
    title: `${BRAND} API`,
    version: '1.0.0',
    description: describeApi(baseUrl),
    baseUrl,
    securitySchemes: {
      cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION.accessCookie },
      bearerAuth: {
        type: 'http',
        scheme: 'bearer',
        description: "A WhatsApp number's API token (create one on the number's page)",
      },
    },
  }) as unknown as Json & { paths: Record<string, Record<string, Operation>>; components?: Json };

  const metas = metaByOperation();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const meta = metas.get(operation.operationId);
      if (operation.security?.length) operation.security = securityOf(path, meta);
      const responses: Record<string, Json> = {};
      for (const [status, response] of Object.entries(operation.responses)) {
        if (status === '200') {
          const success = meta?.successStatus;
          if (success === 302) {
            responses[302] = {
              description: response.description,
              headers: {
                Location: { schema: { type: 'string' }, description: 'Where to go next' },
              },
            };
          } else {
            responses[success ?? 200] = response;
          }
          continue;
        }
        responses[status] = errorResponse(String(response.description ?? 'Error'));
      }
      for (const [status, description] of Object.entries(commonErrors(method))) {
        responses[status] ??= errorResponse(description);
      }
      operation.responses = responses;
      // Public operations say so explicitly instead of inheriting nothing.
      operation.security ??= [];
    }
  }
  Object.assign(document.paths, messageFilePaths(errorResponse, commonErrors('get')));
  Object.assign(document.paths, paymentFilePaths(errorResponse, commonErrors));
  Object.assign(document.paths, attachmentPaths(errorResponse, commonErrors));
  Object.assign(document.paths, knowledgeUploadPath(errorResponse, commonErrors('post')));
  Object.assign(document.paths, contactFilePaths(errorResponse, commonErrors));
  const components = (document.components ?? {}) as Json & { schemas?: Json };
  // The generator's `error.<CODE>` schemas were used only by the error responses replaced above
  // with ErrorBody (the shape really sent); left in, they are unused and describe a wrong shape.
  const schemas = Object.fromEntries(
    Object.entries(components.schemas ?? {}).filter(([name]) => !name.startsWith('error.')),
  );
  document.components = { ...components, schemas: { ...schemas, ErrorBody: errorBody } };
  return document;
};
