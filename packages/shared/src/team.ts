import type { PackageType } from './plans.ts';

/** A person's role in a business: the owner registered it; admins manage; agents answer. */
export const TEAM_ROLES = ['owner', 'admin', 'agent'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation or a role change may give: ownership is never handed out. */
export const INVITABLE_ROLES = ['admin', 'agent'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The roles that manage numbers, tokens, webhooks, knowledge, billing and the team. */
export const MANAGER_ROLES = ['owner', 'admin'] as const satisfies readonly TeamRole[];

/**
 * People besides the owner a package seats: the "human agents" of the /pro price grid, whose
 * Pro (Rp 579K) and Enterprise (Rp 5.799K) are the prices the admin revenue estimate uses.
 * Lite (the Basic plan on /lite, without "role management") is the owner alone. An admin is a
 * person who answers customers too, so admins and agents take a seat alike; the owner never
 * does, and a pending invitation holds its seat until it is accepted, revoked or expires.
 */
export const PACKAGE_SEAT_LIMITS: Record<PackageType, number> = {
  lite: 0,
  pro: 2,
  enterprise: 10,
};

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
