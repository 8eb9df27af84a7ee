import { ENGINE_LIMITS, engineMessages, MEDIA_LIMITS } from '@balasin/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import type { SandboxMessage } from '../../../../../lib/api-types.ts';
import { headFromLoader, headLoader } from '../../../../../lib/head.ts';
import { toast } from '../../../../../lib/toast.ts';
import {
  isUnauthorizedError,
  serverMessage,
  trpcErrorCode,
} from '../../../../../lib/trpc-errors.ts';
import { NumberNotFound } from '../-components/number-not-found.tsx';

export const Route = createFileRoute('/_app/dashboard/numbers/$id/test-phone')({
  loader: headLoader({
    title: 'Test phone',
    description: 'Chat with a test number as a customer would.',
    path: '/dashboard',
    noindex: true,
  }),
  head: headFromLoader,
  component: TestPhonePage,
});

const DEFAULT_CUSTOMER = '+6281200000001';
/** Where the "Share a location" button says the customer is. */
const DEMO_PLACE = { latitude: -6.1754, longitude: 106.8272, name: 'Monas, Jakarta' };

/** What WhatsApp would call the file: a picture, a voice note, or a document. */
const kindOf = (file: File) =>
  file.type.startsWith('image/') ? 'image' : file.type.startsWith('audio/') ? 'audio' : 'document';

/** The file's bytes in base64 (a data: URL without its prefix). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Asia/Jakarta' });

function TestPhonePage() {
  const { id } = Route.useParams();
  const { trpc, queryClient } = Route.useRouteContext();
  const [customer, setCustomer] = useState(DEFAULT_CUSTOMER);
  const [text, setText] = useState('');
  const customerId = useId();
  const textId = useId();
  const fileHintId = useId();
  const number = useQuery(trpc.whatsappNumbers.get.queryOptions({ id }));
  const isTest = number.data?.test === true;
  const chat = useQuery({
    ...trpc.whatsappNumbers.sandboxMessages.queryOptions({ id, contact: customer }),
    enabled: isTest && /^\+?[1-9]\d{5,14}$/.test(customer.replace(/[\s().-]/g, '')),
  });
  const send = useMutation(
    trpc.whatsappNumbers.sandboxInbound.mutationOptions({
      onSuccess: () => {
        setText('');
        void queryClient.invalidateQueries({
          queryKey: trpc.whatsappNumbers.sandboxMessages.queryKey({ id }),
        });
      },
      onError: (error) => {
        if (!isUnauthorizedError(error)) {
          toast.error(serverMessage(error) || engineMessages.sendFailed);
        }
      },
    }),
  );
  const sendFile = async (file: File) => {
    if (file.size > MEDIA_LIMITS.sandboxMaxBytes) {
      toast.error(engineMessages.sandboxFileTooLarge);
      return;
    }
    send.mutate({
      id,
      from: customer,
      ...(text.trim() ? { text } : {}),
      media: {
        type: kindOf(file),
        mime_type: file.type || 'application/octet-stream',
        filename: file.name,
        data_base64: await base64Of(file),
      },
    });
  };
  const end = useRef<HTMLLIElement>(null);
  const items = chat.data?.items;
  // The newest message stays in view, as on a phone.
  useEffect(() => {
    if (items?.length) end.current?.scrollIntoView({ block: 'nearest' });
  }, [items]);

  if (number.isPending) {
    return (
      <p className="app-empty" role="status">
        Loading the test phone…
      </p>
    );
  }
  if (number.isError && trpcErrorCode(number.error) === 'NOT_FOUND') return <NumberNotFound />;
  if (number.isError) {
    return (
      <p className="alert-error" role="alert">
        {engineMessages.fetchNumberFailed}
      </p>
    );
  }
  const detail = number.data;
  const backToNumber = (
    <Link to="/dashboard/numbers/$id" params={{ id }} className="back-link">
      <span aria-hidden="true">←</span> {detail.name}
    </Link>
  );
  if (!detail.test) {
    return (
      <div className="dashboard-page">
        {backToNumber}
        <p className="app-empty">
          {engineMessages.notATestNumber}: the test phone is for test numbers.
        </p>
      </div>
    );
  }
  const connected = detail.state === 'connected';
  const messages = [...(items ?? [])].reverse();

  return (
    <div className="dashboard-page">
      {backToNumber}
      <header className="dashboard-page-header">
        <div>
          <h1>Test phone</h1>
          <p className="dashboard-page-lead">
            You are a customer writing to <span className="nowrap">{detail.number}</span>.
          </p>
        </div>
        <span className="test-badge">Test number</span>
      </header>
      {connected ? null : (
        <p className="app-notice" role="status">
          {engineMessages.notConnected}.{' '}
          <Link to="/dashboard/numbers/$id" params={{ id }}>
            Connect it first
          </Link>
          .
        </p>
      )}
      <section className="card test-phone" aria-label="Chat">
        <div className="field">
          <label htmlFor={customerId}>Your phone number (the simulated customer)</label>
          <input
            id={customerId}
            className="input"
            inputMode="tel"
            autoComplete="off"
            value={customer}
            onChange={(event) => setCustomer(event.target.value)}
          />
        </div>
        <ol className="chat-log" aria-live="polite" aria-busy={chat.isFetching}>
          {messages.length === 0 ? (
            <li className="chat-empty">
              {chat.isError ? 'The chat could not be loaded.' : 'No messages yet. Say hello.'}
            </li>
          ) : (
            messages.map((message: SandboxMessage) => (
              <li
                key={message.id}
                className={`chat-bubble ${message.direction === 'to_number' ? 'is-mine' : 'is-theirs'}`}
              >
                <span className="visually-hidden">
                  {message.direction === 'to_number' ? 'You: ' : `${detail.name}: `}
                </span>
                <span className="chat-text">{message.text}</span>
                <time dateTime={message.created_at}>
                  {time.format(new Date(message.created_at))}
                </time>
              </li>
            ))
          )}
          <li ref={end} aria-hidden="true" className="chat-end" />
        </ol>
        <form
          className="chat-compose"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            send.mutate({ id, from: customer, text });
          }}
        >
          <label htmlFor={textId} className="visually-hidden">
            Message
          </label>
          <input
            id={textId}
            className="input"
            placeholder={connected ? 'Type a message' : 'Connect the number to chat'}
            maxLength={ENGINE_LIMITS.sandboxTextMax}
            value={text}
            disabled={!connected}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={!connected || send.isPending || !text.trim()}
          >
            {send.isPending ? 'Sending…' : 'Send'}
          </button>
        </form>
        <div className="chat-extras">
          <label className={`button${connected ? '' : ' is-disabled'}`}>
            Attach a file
            <input
              type="file"
              className="visually-hidden"
              aria-describedby={fileHintId}
              disabled={!connected || send.isPending}
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                input.value = '';
                if (file) void sendFile(file);
              }}
            />
          </label>
          <button
            type="button"
            className="button"
            disabled={!connected || send.isPending}
            onClick={() => send.mutate({ id, from: customer, location: DEMO_PLACE })}
          >
            Share a location
          </button>
          <p id={fileHintId} className="field-hint">
            Pictures, voice notes and documents up to {MEDIA_LIMITS.sandboxMaxBytes / 1024} KB; the
            message box's text goes with a file as its caption.
          </p>
        </div>
      </section>
    </div>
  );
}
