import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookMessages } from '@balasin/shared';
import ipaddr from 'ipaddr.js';

/**
 * Only public unicast addresses are reachable from a webhook (or any URL a business gives us):
 * loopback, private, link-local, carrier-grade NAT, multicast, documentation and every other
 * special range are refused, IPv4-mapped IPv6 judged as the IPv4 it carries.
 */
export const isPublicAddress = (address: string) => {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
};

/** A URL refused, worded for webhooks; `kind` says why, for callers that word it their own way. */
export class WebhookTargetError extends Error {
  constructor(readonly kind: 'invalid' | 'unresolvable' | 'private') {
    super(
      kind === 'invalid'
        ? webhookMessages.urlInvalid
        : kind === 'unresolvable'
          ? webhookMessages.urlUnresolvable
          : webhookMessages.urlPrivate,
    );
  }
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The URL names a host that can only be private, with no lookup: a loopback, private or other
 * special IP written out, or `localhost`. A name is judged when it is resolved, where it is used.
 */
export const namesPrivateHost = (url: URL) => {
  // A name may end with the root's dot ('localhost.'), and means the same.
  const host = hostOf(url).toLowerCase().replace(/\.$/, '');
  if (isIP(host)) return !isPublicAddress(host);
  return host === 'localhost' || host.endsWith('.localhost');
};

/** An http(s) URL, or a WebhookTargetError that says what is wrong with it. */
export const parseWebhookUrl = (value: string) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookTargetError('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new WebhookTargetError('invalid');
  }
  return url;
};

/**
 * Every address the URL's host resolves to, refused (WebhookTargetError) unless all are public
 * or private targets are allowed. Checked when an endpoint is saved and again at every attempt,
 * where the connection then goes to the address that was checked (no DNS rebinding in between).
 */
export const resolveWebhookTarget = async (url: URL, allowPrivate: boolean) => {
  const host = hostOf(url);
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true, verbatim: true }).catch(() => []);
  if (addresses.length === 0) throw new WebhookTargetError('unresolvable');
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new WebhookTargetError('private');
  }
  return addresses;
};
