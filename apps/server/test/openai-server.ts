import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  authorization: string | undefined;
};

/** What the next chat completion answers: a reply, an HTTP error, or nothing at all (a hang). */
export type ChatBehaviour =
  | { reply: string }
  | { status: 429 | 500 | 503; message?: string }
  | { hang: true };

/**
 * An OpenAI-compatible chat-completions endpoint on a local port (`POST /v1/chat/completions`,
 * JSON in, a `chat.completion` object out, errors as `{error: {message, type}}`), as providers
 * such as OpenAI, Groq or a local vLLM speak it. Keeps every request it was sent.
 */
export const startOpenAiServer = async (model = 'test-model') => {
  const requests: ChatRequest[] = [];
  let behaviour: ChatBehaviour = { reply: 'OK' };
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request' } }));
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString()) as Omit<
        ChatRequest,
        'authorization'
      >;
      requests.push({ ...body, authorization: request.headers.authorization });
      if ('hang' in behaviour) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if ('status' in behaviour) {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              message: behaviour.message ?? `status ${behaviour.status}`,
              type: behaviour.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            },
          }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: behaviour.reply },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    model,
    requests,
    /** Sets what every following request gets. */
    answer: (next: ChatBehaviour) => {
      behaviour = next;
    },
    stop: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

export type OpenAiServer = Awaited<ReturnType<typeof startOpenAiServer>>;
