/** What the webhooks API and the delivery worker say. */
export const webhookMessages = {
  noBusiness: 'Webhooks belong to a business: this account has none',
  endpointNotFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  urlInvalid: 'The webhook URL must be an http(s) URL',
  urlTooLong: 'The webhook URL is at most 2048 characters',
  urlPrivate:
    'The webhook URL points at a private, loopback or link-local address: use a public address (or set WEBHOOK_ALLOW_PRIVATE=true on a server inside your own network)',
  urlUnresolvable: 'The webhook host does not resolve to any address',
  eventsRequired: 'Choose at least one event',
  endpointLimit: 'A business can have at most 10 webhook endpoints',
  nothingToUpdate: 'Send url, events or enabled to change',
  deliveryInProgress: 'This delivery is still being attempted: replay it once it has ended',
  endpointDisabledForDelivery: 'The endpoint was disabled before this delivery could be made',
  gaveUp: 'Failing for 24 hours: no further attempts',
  disabledAfterFailures: 'Disabled after failing for 24 hours',
  timedOut: (seconds: number) => `No answer within ${seconds} seconds`,
  badStatus: (code: number) => `The receiver answered ${code}`,
} as const;
