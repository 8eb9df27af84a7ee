import {
  DEFAULT_OPERATOR_SETTINGS,
  INVITATION_TTL_MS,
  messages,
  teamMessages,
} from '@balasin/shared';
import { describe, expect, it } from 'vitest';
import { type CookieJar, customer, json, request, signIn } from './helpers.ts';
import { accept, invitationToken, invite, inviteeEmail, joinTeam } from './team-helpers.ts';
import { useTestServer } from './use-test-server.ts';

type Team = {
  members: { id: string; name: string; email: string; role: string }[];
  invitations: { id: string; email: string; role: string; expires_at: string }[];
  seats: { used: number; limit: number };
};

const server = useTestServer();

const teamOf = async (jar: CookieJar) =>
  json<Team>(await request(server, jar, { method: 'GET', url: '/api/team' }));

const owner = async (packageType: 'lite' | 'pro' | 'enterprise' = 'pro') =>
  customer(server, { packageType });

describe('invitations', () => {
  it('invites by e-mail; the link signs the invitee in as a member of the business', async () => {
    const { jar, account } = await owner();
    expect(await teamOf(jar)).toEqual({
      members: [
        {
          id: expect.any(String),
          name: account.name,
          email: account.email,
          role: 'owner',
          capacity: 10,
        },
      ],
      invitations: [],
      seats: { used: 0, limit: 2 },
    });

    const email = inviteeEmail();
    const invited = await invite(server, jar, email, 'agent');
    expect(invited.statusCode).toBe(201);
    const invitation = json(invited);
    expect(invitation).toEqual({
      id: expect.any(String),
      email,
      role: 'agent',
      expires_at: expect.any(String),
    });
    expect(
      Date.parse(invitation.expires_at as string) - Date.now() - INVITATION_TTL_MS,
    ).toBeLessThan(60_000);
    const mail = server.mails.findLast((m) => m.to === email);
    expect(mail?.subject).toContain(account.businessName);
    expect(mail?.text).toContain('http://localhost:3000/invite/');
    // The shared layout's signature, with the company name from the operator settings.
    expect(mail?.text).toContain(`(${DEFAULT_OPERATOR_SETTINGS.companyName})`);
    expect((await teamOf(jar)).invitations).toEqual([invitation]);
    expect((await teamOf(jar)).seats).toEqual({ used: 1, limit: 2 });

    const { response, jar: agentJar } = await accept(server, invitationToken(server, email), {
      name: 'Sari Wulandari',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).user).toMatchObject({
      email,
      name: 'Sari Wulandari',
      businessName: account.businessName,
      emailVerified: true,
      role: 'user',
    });
    const me = await request(server, agentJar, { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);

    const team = await teamOf(jar);
    expect(team.invitations).toEqual([]);
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [account.email, 'owner'],
      [email, 'agent'],
    ]);
    expect(team.seats).toEqual({ used: 1, limit: 2 });
  });

  it('sees the business it joined: the owner’s numbers are the member’s numbers', async () => {
    const { jar } = await owner();
    const added = await request(server, jar, {
      method: 'POST',
      url: '/api/whatsapp-numbers',
      payload: { number: '+6281311112222', name: 'Toko Pusat' },
    });
    expect(added.statusCode).toBe(201);
    const admin = await joinTeam(server, jar, 'admin');
    const numbers = json<{ id: string }[]>(
      await request(server, admin.jar, { method: 'GET', url: '/api/whatsapp-numbers' }),
    );
    expect(numbers.map((n) => n.id)).toEqual([json<{ id: string }>(added).id]);
    // An admin manages them like the owner.
    const detail = await request(server, admin.jar, {
      method: 'GET',
      url: `/api/whatsapp-numbers/${json<{ id: string }>(added).id}`,
    });
    expect(detail.statusCode).toBe(200);
    const removed = await request(server, admin.jar, {
      method: 'DELETE',
      url: `/api/whatsapp-numbers/${json<{ id: string }>(added).id}`,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses a used token, an expired one and a withdrawn one, each with its own message', async () => {
    const { jar } = await owner('enterprise');
    const used = inviteeEmail();
    await invite(server, jar, used, 'agent');
    const usedToken = invitationToken(server, used);
    expect((await accept(server, usedToken)).response.statusCode).toBe(200);
    const again = (await accept(server, usedToken)).response;
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      error: teamMessages.invitationUsed,
      message: teamMessages.invitationUsed,
      code: 'BAD_REQUEST',
    });

    const withdrawn = inviteeEmail();
    const { id } = json<{ id: string }>(await invite(server, jar, withdrawn, 'agent'));
    const revoked = await request(server, jar, {
      method: 'DELETE',
      url: `/api/team/invitations/${id}`,
    });
    expect(revoked.statusCode).toBe(200);
    const late = (await accept(server, invitationToken(server, withdrawn))).response;
    expect(late.statusCode).toBe(400);
    expect(json(late).error).toBe(teamMessages.invitationRevoked);

    const unknown = (await accept(server, 'not-a-real-token')).response;
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).error).toBe(teamMessages.invitationInvalid);
  });

  it('expires after seven days, and an expired invitation holds no seat', async () => {
    const { jar } = await owner();
    const email = inviteeEmail();
    await invite(server, jar, email, 'admin');
    expect((await teamOf(jar)).seats.used).toBe(1);
    server.advance(INVITATION_TTL_MS / 1000 + 60);
    try {
      const expired = (await accept(server, invitationToken(server, email))).response;
      expect(expired.statusCode).toBe(400);
      expect(json(expired).error).toBe(teamMessages.invitationExpired);
      // A week on, the owner's access cookie has expired too: the refresh cookie renews it.
      await request(server, jar, { method: 'POST', url: '/api/auth/refresh' });
      expect(await teamOf(jar)).toMatchObject({ invitations: [], seats: { used: 0 } });
      // The same address may be invited afresh.
      expect((await invite(server, jar, email, 'admin')).statusCode).toBe(201);
      expect((await accept(server, invitationToken(server, email))).response.statusCode).toBe(200);
    } finally {
      server.advance(-(INVITATION_TTL_MS / 1000 + 60));
    }
  });

  it('refuses an address already invited, and one that belongs to a business', async () => {
    const { jar } = await owner();
    const email = inviteeEmail();
    expect((await invite(server, jar, email, 'agent')).statusCode).toBe(201);
    const twice = await invite(server, jar, email, 'admin');
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error).toBe(teamMessages.alreadyInvited);

    const other = await owner();
    const taken = await invite(server, jar, other.account.email, 'agent');
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toBe(teamMessages.alreadyMember);
  });

  it('validates the input', async () => {
    const { jar } = await owner();
    const badRole = await request(server, jar, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: inviteeEmail(), role: 'owner' },
    });
    expect(badRole.statusCode).toBe(400);
    const badEmail = await invite(server, jar, 'not an e-mail', 'agent');
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail).error).toBe(messages.emailInvalid);
    const email = inviteeEmail();
    await invite(server, jar, email, 'agent');
    const short = (await accept(server, invitationToken(server, email), { password: 'short' }))
      .response;
    expect(short.statusCode).toBe(400);
    expect(json(short).error).toBe(messages.passwordTooShort);
  });
});

describe('seats', () => {
  it('stops at the package’s seats with its message; a pending invitation holds its seat', async () => {
    const { jar } = await owner('pro');
    await joinTeam(server, jar, 'agent');
    expect((await invite(server, jar, inviteeEmail(), 'agent')).statusCode).toBe(201);
    const full = await invite(server, jar, inviteeEmail(), 'agent');
    expect(full.statusCode).toBe(403);
    expect(json(full)).toMatchObject({
      error: teamMessages.seatLimit('pro', 2),
      code: 'FORBIDDEN',
    });
    expect((await teamOf(jar)).seats).toEqual({ used: 2, limit: 2 });
  });

  it('keeps Lite for the owner alone, and needs an active subscription', async () => {
    const lite = await owner('lite');
    const refused = await invite(server, lite.jar, inviteeEmail(), 'agent');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe(teamMessages.seatLimit('lite', 0));
    expect((await teamOf(lite.jar)).seats).toEqual({ used: 0, limit: 0 });

    const pending = await customer(server, { packageType: 'pro', active: false });
    const unpaid = await invite(server, pending.jar, inviteeEmail(), 'agent');
    expect(unpaid.statusCode).toBe(403);
    expect(json(unpaid).error).toBe(messages.noActiveSubscription);
  });

  it('gives the last seat to exactly one of two invitations sent at once', async () => {
    const { jar } = await owner('pro');
    await joinTeam(server, jar, 'agent');
    const results = await Promise.all([
      invite(server, jar, inviteeEmail('a'), 'agent'),
      invite(server, jar, inviteeEmail('b'), 'admin'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect((await teamOf(jar)).seats).toEqual({ used: 2, limit: 2 });
  });

  it('frees a seat when an invitation is withdrawn', async () => {
    const { jar } = await owner('pro');
    await invite(server, jar, inviteeEmail(), 'agent');
    const { id } = json<{ id: string }>(await invite(server, jar, inviteeEmail(), 'agent'));
    expect((await invite(server, jar, inviteeEmail(), 'agent')).statusCode).toBe(403);
    await request(server, jar, { method: 'DELETE', url: `/api/team/invitations/${id}` });
    expect((await invite(server, jar, inviteeEmail(), 'agent')).statusCode).toBe(201);
  });
});

describe('roles', () => {
  it('lets an agent read and answer conversations, and nothing of numbers, billing or the team', async () => {
    const { jar } = await owner('enterprise');
    const number = json<{ id: string }>(
      await request(server, jar, {
        method: 'POST',
        url: '/api/whatsapp-numbers',
        payload: { number: '+6281399990001', name: 'Toko Agen', test: true },
      }),
    );
    const agent = await joinTeam(server, jar, 'agent');
    const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      request(server, agent.jar, { method, url, payload });

    expect((await as('GET', '/api/conversations')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/whatsapp-numbers'],
      ['GET', '/api/team'],
      ['POST', '/api/team/invitations', { email: inviteeEmail(), role: 'agent' }],
      ['GET', '/api/subscriptions'],
      ['GET', '/api/webhooks'],
      ['POST', '/api/whatsapp-numbers', { number: '+6281399990002', name: 'Cabang' }],
      ['GET', `/api/whatsapp-numbers/${number.id}`],
      ['DELETE', `/api/whatsapp-numbers/${number.id}`],
      ['GET', `/api/whatsapp-numbers/${number.id}/tokens`],
      ['POST', `/api/whatsapp-numbers/${number.id}/sandbox/scan`],
    ] as const) {
      const response = await as(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json(response).error).toBe(teamMessages.roleForbidden);
    }
  });

  it('changes roles, takes effect on the next request, and never touches the owner', async () => {
    const { jar } = await owner('enterprise');
    const ownerId = (await teamOf(jar)).members[0]?.id ?? '';
    const agent = await joinTeam(server, jar, 'agent');
    expect((await request(server, agent.jar, { method: 'GET', url: '/api/team' })).statusCode).toBe(
      403,
    );
    const promoted = await request(server, jar, {
      method: 'PUT',
      url: `/api/team/members/${agent.id}`,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(json(promoted)).toMatchObject({ id: agent.id, role: 'admin' });
    expect((await request(server, agent.jar, { method: 'GET', url: '/api/team' })).statusCode).toBe(
      200,
    );

    // Even an admin cannot demote or remove the owner, nor make anyone owner.
    for (const [method, payload] of [
      ['PUT', { role: 'agent' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await request(server, agent.jar, {
        method,
        url: `/api/team/members/${ownerId}`,
        payload,
      });
      expect(response.statusCode).toBe(403);
      expect(json(response).error).toBe(teamMessages.ownerUntouchable);
    }
    const toOwner = await request(server, jar, {
      method: 'PUT',
      url: `/api/team/members/${agent.id}`,
      payload: { role: 'owner' },
    });
    expect(toOwner.statusCode).toBe(400);
  });

  it('answers 404 to someone outside the business, whatever the id', async () => {
    const a = await owner('enterprise');
    const agent = await joinTeam(server, a.jar, 'agent');
    const { id: invitationId } = json<{ id: string }>(
      await invite(server, a.jar, inviteeEmail(), 'agent'),
    );
    const stranger = await owner('enterprise');
    for (const [method, url, payload] of [
      ['PUT', `/api/team/members/${agent.id}`, { role: 'admin' }],
      ['DELETE', `/api/team/members/${agent.id}`, undefined],
      ['DELETE', `/api/team/invitations/${invitationId}`, undefined],
      ['DELETE', '/api/team/members/not-a-uuid', undefined],
    ] as const) {
      const response = await request(server, stranger.jar, { method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await teamOf(a.jar)).members.map((m) => m.role)).toEqual(['owner', 'agent']);
  });
});

describe('removal', () => {
  it('ends every session of the removed member at once and frees the seat', async () => {
    const { jar } = await owner('pro');
    const agent = await joinTeam(server, jar, 'agent');
    const secondDevice = await signIn(server, { email: agent.email, password: 'rahasia123' });
    expect(
      (await request(server, agent.jar, { method: 'GET', url: '/api/conversations' })).statusCode,
    ).toBe(200);

    const removed = await request(server, jar, {
      method: 'DELETE',
      url: `/api/team/members/${agent.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await request(server, agent.jar, { method: 'GET', url: '/api/conversations' })).statusCode,
    ).toBe(401);
    expect(
      (await request(server, secondDevice, { method: 'POST', url: '/api/auth/refresh' }))
        .statusCode,
    ).toBe(401);
    expect(await teamOf(jar)).toMatchObject({ seats: { used: 0, limit: 2 } });

    // Invited again, they join with the same account and the password they set now.
    await invite(server, jar, agent.email, 'agent');
    const rejoined = await accept(server, invitationToken(server, agent.email), {
      password: 'kata-sandi-baru',
    });
    expect(rejoined.response.statusCode).toBe(200);
    expect(json(rejoined.response).user).toMatchObject({ id: agent.id });
    const login = await request(server, undefined, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: agent.email, password: 'kata-sandi-baru' },
    });
    expect(login.statusCode).toBe(200);
  });
});
