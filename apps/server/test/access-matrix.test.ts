import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { schema } from '@balasin/db';
import { DEFAULT_OPERATOR_SETTINGS } from '@balasin/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminJar,
  type CookieJar,
  createTestServer,
  customer,
  json,
  request,
  type TestServer,
  verifyEmail,
} from './helpers.ts';
import { joinTeam } from './team-helpers.ts';

/**
 * userA owns a business; teamAdmin and agent are members of it with those roles; userB is a
 * stranger with a business of their own; admin is the platform's admin, of no business.
 */
type Who = 'anonymous' | 'userA' | 'teamAdmin' | 'agent' | 'userB' | 'admin';
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Built from user A's ids: B and the admin use the same ones. */
  url: (ids: {
    numberId: string;
    subscriptionId: string;
    conversationId: string;
    webhookId: string;
    messageId: string;
    invitationId: string;
    agentId: string;
    /** A member of A's business made for this cell alone (only rows that remove one). */
    spareMemberId: string;
    paymentId: string;
    contactId: string;
    /** Another contact of A's, for merging into `contactId`. */
    duplicateId: string;
    /** A label of A's business. */
    labelId: string;
    /** A canned response of A's business. */
    cannedId: string;
    /** A's own signed-in device (the session family of A's jar). */
    sessionId: string;
  }) => string;
  payload?: (ids: { subscriptionId: string; duplicateId: string }) => unknown;
  /** A body that is not JSON (a file, a form), sent with its own Content-Type. */
  body?: () => Promise<{ bytes: Buffer; contentType: string }>;
  /** State the row needs on A's side, seeded before the cell (and its snapshot). */
  seed?: (ids: { paymentId: string }) => Promise<void>;
  expected: Record<Who, number>;
};

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

/** Multipart form data, as the browser's upload forms send it. */
const formBody = async (fields: Record<string, string>, file: { field: string; name: string }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(file.field, new Blob([PNG], { type: 'image/png' }), file.name);
  const encoded = new Response(form);
  return {
    bytes: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
};

const freshNumber = () =>
  `+6285${Math.floor(Math.random() * 1e9)
    .toString()
    .padStart(9, '0')}`;

/**
 * Every protected REST operation; user A owns the ids (an Enterprise business, with an admin and
 * an agent), user B has no active subscription.
 */
const NO_SUCH_USER = '00000000-0000-4000-8000-000000000000';

const MATRIX: Row[] = [
  {
    method: 'GET',
    path: '/auth/user',
    url: () => '/api/auth/user',
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 200,
      userB: 200,
      admin: 200,
    },
  },
  {
    method: 'GET',
    path: '/auth/check-admin',
    url: () => '/api/auth/check-admin',
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 403,
      admin: 200,
    },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers',
    url: () => '/api/whatsapp-numbers',
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 200,
      admin: 200,
    },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers',
    url: () => '/api/whatsapp-numbers',
    payload: () => ({ number: freshNumber(), name: 'Matrix' }),
    expected: {
      anonymous: 401,
      userA: 201,
      teamAdmin: 201,
      agent: 403,
      userB: 403,
      admin: 403,
    },
  },
  {
    method: 'DELETE',
    path: '/whatsapp-numbers/{id}',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/connect',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/connect`,
    payload: () => ({ method: 'qr' }),
    expected: {
      anonymous: 401,
      userA: 202,
      teamAdmin: 202,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/logout',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/logout`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  // A's number is a real one: the sandbox refuses it (403) once the caller may see it at all.
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/scan',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/sandbox/scan`,
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/sandbox/inbound',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/sandbox/inbound`,
    payload: () => ({ from: '+6281200000001', text: 'Halo' }),
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/sandbox/messages',
    url: ({ numberId }) =>
      `/api/whatsapp-numbers/${numberId}/sandbox/messages?contact=%2B6281200000001`,
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/messages',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/messages?sender=api`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/tokens',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/tokens`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    path: '/whatsapp-numbers/{id}/tokens',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/tokens`,
    payload: () => ({ name: 'Matrix' }),
    expected: {
      anonymous: 401,
      userA: 201,
      teamAdmin: 201,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'DELETE',
    path: '/whatsapp-numbers/{id}/tokens/{tokenId}',
    url: ({ numberId }) =>
      `/api/whatsapp-numbers/${numberId}/tokens/00000000-0000-4000-8000-000000000000`,
    expected: {
      anonymous: 401,
      userA: 404,
      teamAdmin: 404,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  // The third-party API takes a number's API token only: a session cookie opens none of it.
  {
    method: 'POST',
    path: '/v1/messages',
    url: () => '/api/v1/messages',
    payload: () => ({ to: '+6281234567890', type: 'text', text: { body: 'Halo' } }),
    expected: {
      anonymous: 401,
      userA: 401,
      teamAdmin: 401,
      agent: 401,
      userB: 401,
      admin: 401,
    },
  },
  {
    method: 'GET',
    path: '/v1/messages',
    url: () => '/api/v1/messages',
    expected: {
      anonymous: 401,
      userA: 401,
      teamAdmin: 401,
      agent: 401,
      userB: 401,
      admin: 401,
    },
  },
  {
    method: 'GET',
    path: '/v1/messages/{id}',
    url: () => '/api/v1/messages/00000000-0000-4000-8000-000000000000',
    expected: {
      anonymous: 401,
      userA: 401,
      teamAdmin: 401,
      agent: 401,
      userB: 401,
      admin: 401,
    },
  },
  {
    method: 'GET',
    path: '/v1/messages/{id}/media',
    url: ({ messageId }) => `/api/v1/messages/${messageId}/media`,
    expected: {
      anonymous: 401,
      userA: 401,
      teamAdmin: 401,
      agent: 401,
      userB: 401,
      admin: 401,
    },
  },
  // A received file, for the dashboard: the owner's only.
  {
    method: 'GET',
    path: '/messages/{id}/media',
    url: ({ messageId }) => `/api/messages/${messageId}/media`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 200,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/v1/number',
    url: () => '/api/v1/number',
    expected: {
      anonymous: 401,
      userA: 401,
      teamAdmin: 401,
      agent: 401,
      userB: 401,
      admin: 401,
    },
  },
  // Conversations: the owner's by cookie (and the number's by token, in conversations-api.test).
  {
    method: 'GET',
    path: '/conversations',
    url: ({ numberId }) => `/api/conversations?number_id=${numberId}`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 200,
      userB: 200,
      admin: 200,
    },
  },
  {
    method: 'GET',
    path: '/conversations/{id}',
    url: ({ conversationId }) => `/api/conversations/${conversationId}`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 200,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'PUT',
    path: '/conversations/{id}/bot',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/bot`,
    payload: () => ({ active: false }),
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 200,
      userB: 404,
      admin: 404,
    },
  },
  // The inbox: any member of the business (agents included); outsiders find nothing.
  {
    method: 'GET',
    path: '/conversations/{id}/messages',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/messages`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/conversations/{id}/messages',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/messages`,
    payload: () => ({ text: 'Baik kak, kami cek dulu.' }),
    expected: { anonymous: 401, userA: 202, teamAdmin: 202, agent: 202, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/conversations/{id}/status',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/status`,
    payload: () => ({ status: 'resolved' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/conversations/{id}/assignee',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/assignee`,
    payload: () => ({ assignee_id: null }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/conversations/{id}/read',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/read`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  // Each business's own team; someone of no business has none.
  {
    method: 'GET',
    path: '/inbox/members',
    url: () => '/api/inbox/members',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/webhooks',
    url: () => '/api/webhooks',
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 200,
      admin: 200,
    },
  },
  // Webhooks belong to a business: the admin has none.
  {
    method: 'POST',
    path: '/webhooks',
    url: () => '/api/webhooks',
    payload: () => ({ url: 'http://127.0.0.1:9/matrix', events: ['message.received'] }),
    expected: {
      anonymous: 401,
      userA: 201,
      teamAdmin: 201,
      agent: 403,
      userB: 201,
      admin: 403,
    },
  },
  {
    method: 'PUT',
    path: '/webhooks/{id}',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}`,
    payload: () => ({ enabled: false }),
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'DELETE',
    path: '/webhooks/{id}',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    path: '/webhooks/{id}/rotate-secret',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}/rotate-secret`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/webhooks/{id}/deliveries',
    url: ({ webhookId }) => `/api/webhooks/${webhookId}/deliveries`,
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    path: '/webhooks/{id}/deliveries/{deliveryId}/replay',
    url: ({ webhookId }) =>
      `/api/webhooks/${webhookId}/deliveries/00000000-0000-4000-8000-000000000000/replay`,
    expected: {
      anonymous: 401,
      userA: 404,
      teamAdmin: 404,
      agent: 403,
      userB: 404,
      admin: 404,
    },
  },
  {
    method: 'GET',
    path: '/subscriptions',
    url: () => '/api/subscriptions',
    expected: {
      anonymous: 401,
      userA: 200,
      teamAdmin: 200,
      agent: 403,
      userB: 200,
      admin: 200,
    },
  },
  {
    method: 'PUT',
    path: '/subscriptions/{id}/status',
    url: ({ subscriptionId }) => `/api/subscriptions/${subscriptionId}/status`,
    payload: () => ({ status: 'active' }),
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 403,
      admin: 200,
    },
  },
  {
    method: 'PUT',
    path: '/subscriptions/{id}/dates',
    url: ({ subscriptionId }) => `/api/subscriptions/${subscriptionId}/dates`,
    payload: () => ({ start_date: null, end_date: null }),
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 403,
      admin: 200,
    },
  },
  {
    method: 'GET',
    path: '/admin/subscriptions',
    url: () => '/api/admin/subscriptions',
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 403,
      admin: 200,
    },
  },
  {
    method: 'GET',
    path: '/admin/stats',
    url: () => '/api/admin/stats',
    expected: {
      anonymous: 401,
      userA: 403,
      teamAdmin: 403,
      agent: 403,
      userB: 403,
      admin: 200,
    },
  },
  // Billing is the owner's and admins' (an agent's 403); proofs are reviewed by platform admins.
  {
    method: 'GET',
    path: '/payments',
    url: () => '/api/payments',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/payments',
    url: () => '/api/payments',
    payload: ({ subscriptionId }) => ({ subscription_id: subscriptionId }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/payments/upgrade',
    url: () => '/api/payments/upgrade',
    payload: ({ subscriptionId }) => ({ subscription_id: subscriptionId, package: 'enterprise' }),
    // A is on Enterprise already: the owner's side gets as far as "not a bigger package".
    expected: { anonymous: 401, userA: 409, teamAdmin: 409, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/payments/{id}',
    url: ({ paymentId }) => `/api/payments/${paymentId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 200 },
  },
  // Every invoice of the caller's own business; one with none (an admin) lists none.
  {
    method: 'GET',
    path: '/invoices',
    url: () => '/api/invoices',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 200 },
  },
  {
    method: 'GET',
    path: '/admin/payments',
    url: () => '/api/admin/payments',
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/admin/payments/{id}/confirm',
    url: ({ paymentId }) => `/api/admin/payments/${paymentId}/confirm`,
    // A's order awaits the transfer: nothing to confirm yet.
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 409 },
  },
  {
    method: 'POST',
    path: '/admin/payments/{id}/reject',
    url: ({ paymentId }) => `/api/admin/payments/${paymentId}/reject`,
    payload: () => ({ reason: 'The transfer is not on the statement.' }),
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 409 },
  },
  {
    method: 'GET',
    path: '/admin/settings',
    url: () => '/api/admin/settings',
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/admin/settings',
    url: () => '/api/admin/settings',
    payload: () => DEFAULT_OPERATOR_SETTINGS,
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/admin/users',
    url: () => '/api/admin/users',
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/admin/audit',
    url: () => '/api/admin/audit',
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 200 },
  },
  // The user actions name a user who does not exist: no account is changed by the matrix.
  ...(
    [
      ['GET', '/admin/users/{id}', ''],
      ['POST', '/admin/users/{id}/disable', '/disable'],
      ['POST', '/admin/users/{id}/enable', '/enable'],
      ['POST', '/admin/users/{id}/role', '/role'],
      ['POST', '/admin/users/{id}/resend-verification', '/resend-verification'],
    ] as const
  ).map(
    ([method, path, tail]): Row => ({
      method,
      path,
      url: () => `/api/admin/users/${NO_SUCH_USER}${tail}`,
      ...(tail === '/role' ? { payload: () => ({ role: 'user' }) } : {}),
      expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 404 },
    }),
  ),
  // Anyone signed in may ask for the verification e-mail again; A, B and the members are verified.
  {
    method: 'POST',
    path: '/auth/resend-verification',
    url: () => '/api/auth/resend-verification',
    expected: { anonymous: 401, userA: 409, teamAdmin: 409, agent: 409, userB: 409, admin: 200 },
  },
  // Anyone signed in keeps their own language.
  {
    method: 'PUT',
    path: '/auth/user/locale',
    url: () => '/api/auth/user/locale',
    payload: () => ({ locale: 'en' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  // Anyone signed in manages their own account; these wrong answers change nothing.
  {
    method: 'GET',
    path: '/auth/user/email-change',
    url: () => '/api/auth/user/email-change',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/auth/user/email-change',
    url: () => '/api/auth/user/email-change',
    payload: () => ({ email: `baru.${randomUUID()}@tokokita.test`, password: 'not the password' }),
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/auth/user/email-change',
    url: () => '/api/auth/user/email-change',
    expected: { anonymous: 401, userA: 404, teamAdmin: 404, agent: 404, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/auth/delete-account',
    url: () => '/api/auth/delete-account',
    payload: () => ({ password: 'not the password', confirmation: 'someone@else.test' }),
    expected: { anonymous: 401, userA: 400, teamAdmin: 400, agent: 400, userB: 400, admin: 400 },
  },
  // Profile, password and devices: everyone's own, never someone else's.
  {
    method: 'PUT',
    path: '/auth/user/profile',
    url: () => '/api/auth/user/profile',
    payload: () => ({ name: 'Nama Matriks' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/auth/user/password',
    url: () => '/api/auth/user/password',
    payload: () => ({ currentPassword: 'not the password', newPassword: 'a-new-long-password' }),
    expected: { anonymous: 401, userA: 403, teamAdmin: 403, agent: 403, userB: 403, admin: 403 },
  },
  {
    method: 'GET',
    path: '/auth/sessions',
    url: () => '/api/auth/sessions',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  // A's own device: A is told to sign out instead; to anyone else it does not exist.
  {
    method: 'DELETE',
    path: '/auth/sessions/{id}',
    url: ({ sessionId }) => `/api/auth/sessions/${sessionId}`,
    expected: { anonymous: 401, userA: 400, teamAdmin: 404, agent: 404, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/auth/sessions/sign-out-others',
    url: () => '/api/auth/sessions/sign-out-others',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  // The business's name: its owner's and admins'; B renames B's own.
  {
    method: 'PUT',
    path: '/team/business',
    url: () => '/api/team/business',
    payload: () => ({ name: 'Toko Matriks' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 404 },
  },
  // Knowledge and the bot's settings: the owner's and admins'.
  {
    method: 'GET',
    path: '/knowledge/faqs',
    url: () => '/api/knowledge/faqs',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 403 },
  },
  {
    method: 'POST',
    path: '/knowledge/faqs',
    url: () => '/api/knowledge/faqs',
    payload: () => ({ question: 'Jam buka toko?', answer: 'Setiap hari 08.00-21.00.' }),
    expected: { anonymous: 401, userA: 201, teamAdmin: 201, agent: 403, userB: 201, admin: 403 },
  },
  {
    method: 'PUT',
    path: '/knowledge/faqs/{id}',
    url: () => '/api/knowledge/faqs/00000000-0000-4000-8000-000000000000',
    payload: () => ({ question: 'Jam buka?', answer: 'Pagi.' }),
    expected: { anonymous: 401, userA: 404, teamAdmin: 404, agent: 403, userB: 404, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/knowledge/faqs/{id}',
    url: () => '/api/knowledge/faqs/00000000-0000-4000-8000-000000000000',
    expected: { anonymous: 401, userA: 404, teamAdmin: 404, agent: 403, userB: 404, admin: 403 },
  },
  {
    method: 'GET',
    path: '/knowledge/documents',
    url: () => '/api/knowledge/documents',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 403 },
  },
  // An empty body: the role is checked before the input, so only the agent's answer differs.
  {
    method: 'POST',
    path: '/knowledge/documents',
    url: () => '/api/knowledge/documents',
    payload: () => ({}),
    expected: { anonymous: 401, userA: 400, teamAdmin: 400, agent: 403, userB: 400, admin: 400 },
  },
  {
    method: 'GET',
    path: '/knowledge/documents/{id}',
    url: () => '/api/knowledge/documents/00000000-0000-4000-8000-000000000000',
    expected: { anonymous: 401, userA: 404, teamAdmin: 404, agent: 403, userB: 404, admin: 403 },
  },
  {
    method: 'DELETE',
    path: '/knowledge/documents/{id}',
    url: () => '/api/knowledge/documents/00000000-0000-4000-8000-000000000000',
    expected: { anonymous: 401, userA: 404, teamAdmin: 404, agent: 403, userB: 404, admin: 403 },
  },
  {
    method: 'POST',
    path: '/knowledge/documents/{id}/refetch',
    url: () => '/api/knowledge/documents/00000000-0000-4000-8000-000000000000/refetch',
    expected: { anonymous: 401, userA: 404, teamAdmin: 404, agent: 403, userB: 404, admin: 403 },
  },
  {
    method: 'POST',
    path: '/knowledge/ask',
    url: () => '/api/knowledge/ask',
    payload: () => ({ question: 'Jam buka toko?' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 403 },
  },
  {
    method: 'GET',
    path: '/whatsapp-numbers/{id}/bot',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/bot`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/whatsapp-numbers/{id}/bot',
    url: ({ numberId }) => `/api/whatsapp-numbers/${numberId}/bot`,
    payload: () => ({ enabled: false }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  // The team: the owner and admins manage it, an agent may not, and no one else sees it.
  {
    method: 'GET',
    path: '/team',
    url: () => '/api/team',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 404 },
  },
  {
    method: 'POST',
    path: '/team/invitations',
    url: () => '/api/team/invitations',
    payload: () => ({ email: `matrix.${randomUUID()}@tokokita.test`, role: 'agent' }),
    expected: { anonymous: 401, userA: 201, teamAdmin: 201, agent: 403, userB: 403, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/team/invitations/{id}',
    url: ({ invitationId }) => `/api/team/invitations/${invitationId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/team/members/{id}',
    url: ({ agentId }) => `/api/team/members/${agentId}`,
    payload: () => ({ role: 'agent' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/team/members/{id}',
    url: ({ spareMemberId }) => `/api/team/members/${spareMemberId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/contacts',
    url: () => '/api/contacts?q=%2B62',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  {
    method: 'PUT',
    path: '/contacts/{id}',
    url: ({ contactId }) => `/api/contacts/${contactId}`,
    payload: () => ({ name: 'Siti Nurhaliza' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/contacts/{id}/merge',
    url: ({ contactId }) => `/api/contacts/${contactId}/merge`,
    payload: ({ duplicateId }) => ({ duplicate_id: duplicateId }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/contacts/export',
    url: () => '/api/contacts/export',
    // Someone of no business (B has one; the platform admin has none) gets an empty book.
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/contacts/import',
    url: () => '/api/contacts/import',
    payload: () => `name,phone\r\nMatrix,${freshNumber()}\r\n`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 200, admin: 403 },
  },
  // Labels: any member reads them and puts them on things; defining them is the managers'.
  {
    method: 'GET',
    path: '/labels',
    url: () => '/api/labels',
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/labels',
    url: () => '/api/labels',
    payload: () => ({ name: `Matrix ${randomUUID().slice(0, 8)}`, color: 'teal' }),
    // B defines a label in B's own business; the platform admin has none to put it in.
    expected: { anonymous: 401, userA: 201, teamAdmin: 201, agent: 403, userB: 201, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/labels/{id}',
    url: ({ labelId }) => `/api/labels/${labelId}`,
    payload: () => ({ color: 'red' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/labels/{id}/usage',
    url: ({ labelId }) => `/api/labels/${labelId}/usage`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/labels/{id}',
    url: ({ labelId }) => `/api/labels/${labelId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/conversations/{id}/labels/{label_id}',
    url: ({ conversationId, labelId }) => `/api/conversations/${conversationId}/labels/${labelId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/conversations/{id}/labels/{label_id}',
    url: ({ conversationId, labelId }) => `/api/conversations/${conversationId}/labels/${labelId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/conversations/{id}/notes',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/notes`,
    payload: () => ({ text: 'Pelanggan lama, kasih diskon ongkir.' }),
    expected: { anonymous: 401, userA: 201, teamAdmin: 201, agent: 201, userB: 404, admin: 404 },
  },
  {
    method: 'PUT',
    path: '/contacts/{id}/labels/{label_id}',
    url: ({ contactId, labelId }) => `/api/contacts/${contactId}/labels/${labelId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/contacts/{id}/labels/{label_id}',
    url: ({ contactId, labelId }) => `/api/contacts/${contactId}/labels/${labelId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  // Canned responses: any member reads and uses them; writing them is the managers'.
  {
    method: 'GET',
    path: '/canned-responses',
    url: ({ conversationId }) => `/api/canned-responses?conversation_id=${conversationId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/canned-responses',
    url: () => '/api/canned-responses',
    payload: () => ({ shortcut: `m${randomUUID().slice(0, 8)}`, text: 'Halo {{nama}}' }),
    // B writes one in B's own business; the platform admin has no business to write it in.
    expected: { anonymous: 401, userA: 201, teamAdmin: 201, agent: 403, userB: 201, admin: 403 },
  },
  {
    method: 'PUT',
    path: '/canned-responses/{id}',
    url: ({ cannedId }) => `/api/canned-responses/${cannedId}`,
    payload: () => ({ shortcut: `m${randomUUID().slice(0, 8)}`, text: 'Halo lagi {{nama}}' }),
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'DELETE',
    path: '/canned-responses/{id}',
    url: ({ cannedId }) => `/api/canned-responses/${cannedId}`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/conversations/{id}/suggestion',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/suggestion`,
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 200, userB: 404, admin: 404 },
  }, // Uploads and downloads served by plain routes (bytes, not JSON).
  {
    method: 'POST',
    path: '/conversations/{id}/attachments',
    url: ({ conversationId }) => `/api/conversations/${conversationId}/attachments`,
    body: () =>
      formBody({ caption: 'Ini katalognya, Kak' }, { field: 'file', name: 'katalog.png' }),
    expected: { anonymous: 401, userA: 202, teamAdmin: 202, agent: 202, userB: 404, admin: 404 },
  },
  {
    method: 'POST',
    path: '/knowledge/uploads/{name}',
    url: () => '/api/knowledge/uploads/jam-buka.txt',
    body: async () => ({
      bytes: Buffer.from('Toko buka setiap hari pukul 08.00 sampai 21.00 WIB.'),
      contentType: 'text/plain',
    }),
    // B teaches B's own business; the platform admin has none to teach.
    expected: { anonymous: 401, userA: 201, teamAdmin: 201, agent: 403, userB: 201, admin: 403 },
  },
  {
    method: 'POST',
    path: '/payments/{id}/submission',
    url: ({ paymentId }) => `/api/payments/${paymentId}/submission`,
    body: () =>
      formBody({ bank: 'BCA', payer_name: 'Siti Aminah' }, { field: 'proof', name: 'bukti.png' }),
    // The business's managers say they paid (and may replace the proof before review); the
    // platform admin reviews, never submits.
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 404 },
  },
  {
    method: 'GET',
    path: '/payments/{id}/proof',
    url: ({ paymentId }) => `/api/payments/${paymentId}/proof`,
    seed: async ({ paymentId }) => {
      const key = `payment-proofs/${paymentId}/matrix`;
      await server.media.store.put(key, PNG);
      await server.db.db
        .update(schema.paymentOrders)
        .set({
          proofKey: key,
          proofType: 'image/png',
          proofSize: PNG.length,
          proofName: 'bukti.png',
        })
        .where(eq(schema.paymentOrders.id, paymentId));
    },
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 200 },
  },
  {
    method: 'GET',
    path: '/payments/{id}/invoice',
    url: ({ paymentId }) => `/api/payments/${paymentId}/invoice`,
    seed: async ({ paymentId }) => {
      await server.db.db
        .insert(schema.invoices)
        .values({
          paymentOrderId: paymentId,
          year: 2026,
          sequence: 90_000 + Math.floor(Math.random() * 9_999),
          number: 'INV/2026/MATRIX',
          amount: 5_799_123,
          company: {} as never,
          customer: { name: 'Siti', email: 'siti@tokokita.test', businessName: 'Toko Kita' },
          pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
          issuedAt: new Date(),
        })
        .onConflictDoNothing();
    },
    expected: { anonymous: 401, userA: 200, teamAdmin: 200, agent: 403, userB: 404, admin: 200 },
  },
];

const EVERYONE = (status: number): Record<Who, number> => ({
  anonymous: status,
  userA: status,
  teamAdmin: status,
  agent: status,
  userB: status,
  admin: status,
});

/**
 * Public operations a signed-out person needs to get back into their account: everyone gets the
 * same answer, and signed out is never a 401. These requests change no account.
 */
const PUBLIC: Row[] = [
  {
    method: 'POST',
    path: '/auth/password-reset',
    url: () => '/api/auth/password-reset',
    payload: () => ({ email: `nobody.${randomUUID()}@tokokita.test` }),
    expected: EVERYONE(200),
  },
  {
    method: 'POST',
    path: '/auth/password-reset/confirm',
    url: () => '/api/auth/password-reset/confirm',
    payload: () => ({ token: 'not-a-real-token', password: 'kata-sandi-baru-123' }),
    expected: EVERYONE(400),
  },
];

let server: TestServer;
let agentId = '';
const jars: Partial<Record<Who, CookieJar>> = {};

beforeAll(async () => {
  server = await createTestServer();
  const userA = await customer(server, { packageType: 'enterprise' });
  const userB = await customer(server, { active: false });
  await verifyEmail(server, userA.account.email);
  await verifyEmail(server, userB.account.email);
  jars.userA = userA.jar;
  jars.userB = userB.jar;
  jars.teamAdmin = (await joinTeam(server, jars.userA, 'admin')).jar;
  const agent = await joinTeam(server, jars.userA, 'agent');
  jars.agent = agent.jar;
  agentId = agent.id;
  jars.admin = await adminJar(server);
  // A fresh database migrates in most of a minute on a busy machine; then five accounts.
}, 180_000);
afterAll(() => server.close());

/** A's state as A sees it: numbers, subscription and webhook endpoints. */
const snapshotOfA = async () => {
  const jar = jars.userA as CookieJar;
  const numbers = json(await request(server, jar, { method: 'GET', url: '/api/whatsapp-numbers' }));
  const subs = json(await request(server, jar, { method: 'GET', url: '/api/subscriptions' }));
  const conversations = json(
    await request(server, jar, { method: 'GET', url: '/api/conversations?limit=100' }),
  );
  const webhooks = json(await request(server, jar, { method: 'GET', url: '/api/webhooks' }));
  const team = json(await request(server, jar, { method: 'GET', url: '/api/team' }));
  const contacts = json(
    await request(server, jar, { method: 'GET', url: '/api/contacts?limit=100' }),
  );
  const labels = json(await request(server, jar, { method: 'GET', url: '/api/labels' }));
  const notes = await server.db.db
    .select({ id: schema.conversationNotes.id })
    .from(schema.conversationNotes);
  const canned = json(await request(server, jar, { method: 'GET', url: '/api/canned-responses' }));
  return { numbers, subs, conversations, webhooks, team, contacts, labels, notes, canned };
};

const idsOfA = async (withSpareMember: boolean) => {
  const jar = jars.userA as CookieJar;
  const invitation = await request(server, jar, {
    method: 'POST',
    url: '/api/team/invitations',
    payload: { email: `pending.${randomUUID()}@tokokita.test`, role: 'agent' },
  });
  const spare = withSpareMember ? await joinTeam(server, jar, 'agent') : undefined;
  const added = await request(server, jar, {
    method: 'POST',
    url: '/api/whatsapp-numbers',
    payload: { number: freshNumber(), name: 'Target' },
  });
  const subs = json<{ id: string }[]>(
    await request(server, jar, { method: 'GET', url: '/api/subscriptions' }),
  );
  const numberId = json<{ id: string }>(added).id;
  const subscriptionId = (subs[0] as { id: string }).id;
  // A's open order: the one registration opened, or a new one once that has expired.
  const payment = await request(server, jar, {
    method: 'POST',
    url: '/api/payments',
    payload: { subscription_id: subscriptionId },
  });
  const webhook = await request(server, jar, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: 'http://127.0.0.1:9/target', events: ['message.status'] },
  });
  return {
    numberId,
    subscriptionId,
    paymentId: json<{ id: string }>(payment).id,
    webhookId: json<{ id: string }>(webhook).id,
    invitationId: json<{ id: string }>(invitation).id,
    agentId,
    spareMemberId: spare?.id ?? '',
    sessionId:
      json<{ items: { id: string; current: boolean }[] }>(
        await request(server, jar, { method: 'GET', url: '/api/auth/sessions' }),
      ).items.find((session) => session.current)?.id ?? '',
    ...(await conversationOf(numberId)),
  };
};

/**
 * A customer has sent a photo to A's number (seeded: a real number has no simulated customers).
 */
const conversationOf = async (numberId: string) => {
  const db = server.db.db;
  const [number] = await db
    .select({ businessId: schema.whatsappNumbers.businessId })
    .from(schema.whatsappNumbers)
    .where(eq(schema.whatsappNumbers.id, numberId));
  const businessId = number?.businessId ?? '';
  const [contact] = await db
    .insert(schema.contacts)
    .values({ businessId, phone: freshNumber() })
    .returning({ id: schema.contacts.id });
  const [conversation] = await db
    .insert(schema.conversations)
    .values({ businessId, numberId, contactId: contact?.id ?? '' })
    .returning({ id: schema.conversations.id });
  const key = `${numberId}/${randomUUID()}`;
  await server.media.store.put(key, Buffer.from('a photo'));
  const [message] = await db
    .insert(schema.messages)
    .values({
      businessId,
      numberId,
      conversationId: conversation?.id ?? '',
      contactId: contact?.id ?? '',
      direction: 'inbound',
      senderKind: 'contact',
      type: 'image',
      media: { key, mime_type: 'image/jpeg', size: 7 },
      status: 'delivered',
    })
    .returning({ id: schema.messages.id });
  const [duplicate] = await db
    .insert(schema.contacts)
    .values({ businessId, phone: freshNumber() })
    .returning({ id: schema.contacts.id });
  const [label] = await db
    .insert(schema.labels)
    .values({ businessId, name: `Seeded ${randomUUID().slice(0, 8)}`, color: 'blue' })
    .returning({ id: schema.labels.id });
  const [canned] = await db
    .insert(schema.cannedResponses)
    .values({ businessId, shortcut: `s${randomUUID().slice(0, 8)}`, text: 'Halo {{nama}}' })
    .returning({ id: schema.cannedResponses.id });
  return {
    labelId: label?.id ?? '',
    cannedId: canned?.id ?? '',
    conversationId: conversation?.id ?? '',
    messageId: message?.id ?? '',
    contactId: contact?.id ?? '',
    duplicateId: duplicate?.id ?? '',
  };
};

/** Keeps A under the package's limits and the team as it began, for the next row's cells. */
const restoreA = async (ids: { numberId: string; spareMemberId: string }) => {
  const jarA = jars.userA as CookieJar;
  await request(server, jarA, { method: 'DELETE', url: `/api/whatsapp-numbers/${ids.numberId}` });
  const endpoints = json<{ id: string }[]>(
    await request(server, jarA, { method: 'GET', url: '/api/webhooks' }),
  );
  for (const endpoint of endpoints) {
    await request(server, jarA, { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` });
  }
  // No labels left over: a business may hold only so many.
  const labels = json<{ items: { id: string }[] }>(
    await request(server, jarA, { method: 'GET', url: '/api/labels' }),
  );
  for (const label of labels.items) {
    await request(server, jarA, { method: 'DELETE', url: `/api/labels/${label.id}` });
  }
  // No canned responses left over (seeded ones included): the limit counts them all.
  await server.db.db.delete(schema.cannedResponses);
  // The team as it began: the owner, the admin and the agent, no open invitation.
  const team = json<{ members: { id: string }[]; invitations: { id: string }[] }>(
    await request(server, jarA, { method: 'GET', url: '/api/team' }),
  );
  for (const invitation of team.invitations) {
    await request(server, jarA, {
      method: 'DELETE',
      url: `/api/team/invitations/${invitation.id}`,
    });
  }
  if (ids.spareMemberId && team.members.some((m) => m.id === ids.spareMemberId)) {
    await request(server, jarA, {
      method: 'DELETE',
      url: `/api/team/members/${ids.spareMemberId}`,
    });
  }
};

describe('access matrix', () => {
  // Read from the document the server serves, so a path added by hand (a file route) counts too.
  it('covers every protected REST operation', async () => {
    const document = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await server.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(MATRIX.map((row) => `${row.method} ${row.path}`).sort()).toEqual(documented);
  });

  it('documents the public operations without security', async () => {
    const document = json<{ paths: Record<string, Record<string, { security?: unknown[] }>> }>(
      await server.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    for (const row of PUBLIC) {
      const operation = document.paths[row.path]?.[row.method.toLowerCase()];
      expect(operation, `${row.method} ${row.path}`).toBeDefined();
      expect(operation?.security, `${row.method} ${row.path}`).toEqual([]);
    }
  });

  for (const row of MATRIX) describeRow(row);
  for (const row of PUBLIC) describeRow(row);
});

function describeRow(row: Row) {
  describe(`${row.method} ${row.path}`, () => {
    // A's ids and state, kept from cell to cell of a row while no cell changed them: a refused
    // cell is proven to leave A as it was, so the next cell may start from the same state.
    let fixture: { ids: Awaited<ReturnType<typeof idsOfA>>; before: unknown } | undefined;
    const prepare = async () => {
      if (fixture) return fixture;
      const ids = await idsOfA(row.method === 'DELETE' && row.path === '/team/members/{id}');
      await row.seed?.(ids);
      fixture = { ids, before: await snapshotOfA() };
      return fixture;
    };
    const release = async () => {
      if (!fixture) return;
      await restoreA(fixture.ids);
      fixture = undefined;
    };
    afterAll(release);

    for (const who of ['anonymous', 'userB', 'admin', 'agent', 'teamAdmin', 'userA'] as const) {
      it(`as ${who} → ${row.expected[who]}`, async () => {
        const { ids, before } = await prepare();
        const jar = jars[who];
        const body = await row.body?.();
        const response = body
          ? await server.app.inject({
              method: row.method,
              url: row.url(ids),
              payload: body.bytes,
              headers: {
                'content-type': body.contentType,
                ...(jar ? { cookie: jar.header() } : {}),
              },
            })
          : await request(server, jar, {
              method: row.method,
              url: row.url(ids),
              payload: row.payload?.(ids),
            });
        // A cell that did something (or failed its check) hands the next one a fresh state.
        if (response.statusCode < 400 && row.method !== 'GET') await release();
        expect(response.statusCode, response.body).toBe(row.expected[who]);
        if (response.statusCode >= 400) {
          // 4xx cells must leave A's data as it was.
          const after = await snapshotOfA();
          if (!isDeepStrictEqual(after, before)) await release();
          expect(after).toEqual(before);
          expect(json(response)).toMatchObject({
            error: expect.any(String),
            code: expect.any(String),
          });
        }
      });
    }
  });
}
