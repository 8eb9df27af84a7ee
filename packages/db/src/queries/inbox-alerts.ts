import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { contacts, conversations, memberships, users, whatsappNumbers } from '../schema/index.ts';

/** What the delayed alert e-mail checks and says about a conversation, now. */
export const findAlertConversation = async (db: Db, id: string) =>
  (
    await db
      .select({
        id: conversations.id,
        businessId: conversations.businessId,
        status: conversations.status,
        assigneeId: conversations.assigneeId,
        unreadCount: conversations.unreadCount,
        waitingSince: conversations.waitingSince,
        preview: conversations.lastMessagePreview,
        contactName: contacts.name,
        contactPhone: contacts.phone,
        numberName: whatsappNumbers.name,
      })
      .from(conversations)
      .innerJoin(contacts, eq(contacts.id, conversations.contactId))
      .innerJoin(whatsappNumbers, eq(whatsappNumbers.id, conversations.numberId))
      .where(eq(conversations.id, id))
      .limit(1)
  )[0];

/**
 * Who a waiting conversation is e-mailed to: its person when it has one (still a member), else
 * the business's owner and admins.
 */
export const findAlertRecipients = (
  db: Db,
  params: { businessId: string; assigneeId: string | null },
) =>
  db
    .select({ name: users.name, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.businessId, params.businessId),
        params.assigneeId
          ? eq(memberships.userId, params.assigneeId)
          : inArray(memberships.role, ['owner', 'admin']),
      ),
    );
