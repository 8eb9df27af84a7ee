import { CookieJar, json, request, type TestServer } from './helpers.ts';

let invitee = 0;

/** A fresh address for an invitee. */
export const inviteeEmail = (label = 'anggota') =>
  `${label}.${Date.now().toString(36)}.${(invitee += 1)}@tokokita.test`;

/** The token in the newest invitation e-mail sent to `email` (what its link carries). */
export const invitationToken = (server: TestServer, email: string) => {
  const mail = server.mails.findLast((m) => m.to === email);
  const token = mail?.text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation e-mail for ${email}`);
  return token;
};

export const invite = (
  server: TestServer,
  jar: CookieJar,
  email: string,
  role: 'admin' | 'agent',
) =>
  request(server, jar, { method: 'POST', url: '/api/team/invitations', payload: { email, role } });

export const accept = (
  server: TestServer,
  token: string,
  body: { name?: string; password?: string } = {},
) => {
  const jar = new CookieJar();
  return request(server, jar, {
    method: 'POST',
    url: '/api/auth/accept-invitation',
    payload: {
      token,
      name: body.name ?? 'Sari Wulandari',
      password: body.password ?? 'rahasia123',
    },
  }).then((response) => ({ response, jar }));
};

/** Invites someone as `role`, accepts from the e-mail's link, and answers their signed-in jar. */
export const joinTeam = async (
  server: TestServer,
  ownerJar: CookieJar,
  role: 'admin' | 'agent',
) => {
  const email = inviteeEmail(role);
  const invited = await invite(server, ownerJar, email, role);
  if (invited.statusCode !== 201) throw new Error(`invitation failed: ${invited.body}`);
  const { response, jar } = await accept(server, invitationToken(server, email));
  if (response.statusCode !== 200) throw new Error(`acceptance failed: ${response.body}`);
  return { jar, email, id: json<{ user: { id: string } }>(response).user.id };
};
