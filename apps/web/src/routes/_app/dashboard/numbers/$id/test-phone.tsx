import { ENGINE_LIMITS, engineMessages, MEDIA_LIMITS } from '@balasin/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { en } from '../../../../../i18n/en.ts';
import { useLocale } from '../../../../../i18n/locale.tsx';
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
    title: en['pageTitle.testPhone'],
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

function TestPhonePage() {
  const { id } = Route.useParams();
  const { trpc, queryClient } = Route.useRouteContext();
  const { t, known, rich, format } = useLocale();
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
          toast.error(known(serverMessage(error) || engineMessages.sendFailed));
        }
      },
    }),
  );
  const sendFile = async (file: File) => {
    if (file.size > MEDIA_LIMITS.sandboxMaxBytes) {
      toast.error(t('msg.sandboxFileTooLarge'));
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
        {t('testPhone.loading')}
      </p>
    );
  }
  if (number.isError && trpcErrorCode(number.error) === 'NOT_FOUND') return <NumberNotFound />;
  if (number.isError) {
    return (
      <p className="alert-error" role="alert">
        {t('msg.fetchNumberFailed')}
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
        <p className="app-empty">{t('testPhone.notTest')}</p>
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
          <h1>{t('number.testPhoneTitle')}</h1>
          <p className="dashboard-page-lead">
            {rich('testPhone.lead', { number: <span className="nowrap">{detail.number}</span> })}
          </p>
        </div>
        <span className="test-badge">{t('common.testNumber')}</span>
      </header>
      {connected ? null : (
        <p className="app-notice" role="status">
          {rich('testPhone.notConnected', {
            link: (
              <Link to="/dashboard/numbers/$id" params={{ id }}>
                {t('testPhone.connectFirst')}
              </Link>
            ),
          })}
        </p>
      )}
      <section className="card test-phone" aria-label={t('testPhone.chat')}>
        <div className="field">
          <label htmlFor={customerId}>{t('testPhone.customer')}</label>
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
              {chat.isError ? t('testPhone.loadFailed') : t('testPhone.empty')}
            </li>
          ) : (
            messages.map((message: SandboxMessage) => (
              <li
                key={message.id}
                className={`chat-bubble ${message.direction === 'to_number' ? 'is-mine' : 'is-theirs'}`}
              >
                <span className="visually-hidden">
                  {message.direction === 'to_number'
                    ? `${t('testPhone.you')} `
                    : `${detail.name}: `}
                </span>
                <span className="chat-text">{message.text}</span>
                <time dateTime={message.created_at}>{format.time(message.created_at)}</time>
              </li>
            ))
          )}
          <li ref={end} aria-hidden="true" className="chat-end" />
        </ol>
        <form
          className="chat-compose"
          onSubmit={(event) => {
            event.preventDefault();
            if (send.isPending || !text.trim()) return;
            send.mutate({ id, from: customer, text });
          }}
        >
          <label htmlFor={textId} className="visually-hidden">
            {t('testPhone.message')}
          </label>
          <input
            id={textId}
            className="input"
            placeholder={connected ? t('testPhone.typeMessage') : t('testPhone.connectToChat')}
            maxLength={ENGINE_LIMITS.sandboxTextMax}
            value={text}
            disabled={!connected}
            onChange={(event) => setText(event.target.value)}
          />
          <button
            type="submit"
            className="button button-primary"
            disabled={!connected}
            // Busy or empty, not disabled: a disabled button drops the keyboard's focus to the
            // page's start, and sending empties the box.
            aria-disabled={send.isPending || !text.trim() || undefined}
          >
            {send.isPending ? t('testPhone.sending') : t('testPhone.send')}
          </button>
        </form>
        <div className="chat-extras">
          <label className={`button${connected && !send.isPending ? '' : ' is-disabled'}`}>
            {t('testPhone.attach')}
            <input
              type="file"
              className="visually-hidden"
              aria-describedby={fileHintId}
              disabled={!connected}
              aria-disabled={send.isPending || undefined}
              onClick={(event) => {
                if (send.isPending) event.preventDefault();
              }}
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
            disabled={!connected}
            aria-disabled={send.isPending || undefined}
            onClick={() => {
              if (!send.isPending) send.mutate({ id, from: customer, location: DEMO_PLACE });
            }}
          >
            {t('testPhone.location')}
          </button>
          <p id={fileHintId} className="field-hint">
            {t('testPhone.fileHint', { size: MEDIA_LIMITS.sandboxMaxBytes / 1024 })}
          </p>
        </div>
      </section>
    </div>
  );
}
