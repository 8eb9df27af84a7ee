import {
  type BotSettings,
  type BotTurn,
  businessOwnerContact,
  claimBotTurn,
  conversationHistory,
  countBotMessagesSince,
  type Db,
  enqueueEmail,
  findBotTurn,
  getOperatorSettings,
  handConversationOver,
  insertBotReply,
  isFirstMessage,
  messagePreview,
  notifyConversation,
  updateConversationBot,
} from '@balasin/db';
import {
  asksSomething,
  BOT_LIMITS,
  botReplies,
  HANDOFF_REASONS,
  type HandoffReason,
  isOpenAt,
  openedBetween,
} from '@balasin/shared';
import { isAcknowledgement } from '@balasin/shared/acknowledgement';
import { assignWaitingConversations } from '../inbox/assign-waiting.ts';
import { raiseAlert } from '../inbox/raise-alert.ts';
import { type JobsPort, QUEUES } from '../jobs-port.ts';
import { answerQuestion } from '../knowledge/answer-question.ts';
import { historyTurns } from '../knowledge/history-turns.ts';
import type { Llm } from '../knowledge/llm-port.ts';
import { botHandoffEmail } from '../mail/bot-handoff-email.ts';
import { blockedReasonOf } from '../sending/sending-blocked.ts';

export type BotDeps = {
  db: Db;
  jobs: JobsPort;
  now: () => Date;
  /** The chat model that writes answers, or null: the best passage is the answer. */
  llm: Llm | null;
  /** Public origin, for the link in the owner's e-mail. */
  appUrl: string;
  onEmailQueued: (email: { to: string; subject: string; text: string }) => void;
};

/** What the bot decided for one customer message. */
type Plan = {
  outcome: string;
  replies: string[];
  unanswered?: number;
  awayAt?: Date;
  handoff?: HandoffReason;
  /** The message needed no reply: the customer waits for nobody. */
  settled?: boolean;
};

const handoffPlan = (reason: HandoffReason, open: boolean, before: string[] = []): Plan => ({
  outcome: 'handed_off',
  replies: [...before, open ? botReplies.handoff : botReplies.handoffClosed],
  handoff: reason,
});

/**
 * A thank-you or an okay ('makasih kak', 'ok', 'sip') to the bot's reply needs no answer. Passed
 * to a person, it told the customer their "question" was forwarded and called someone for
 * nothing; counted as unanswered, it moved the bot towards handing off. Whatever the customer
 * wrote since that reply was no question either, or the bot would have replied after it.
 */
const acknowledgesBot = (question: string, history: { senderKind: string }[]) =>
  history.findLast((message) => message.senderKind !== 'contact')?.senderKind === 'bot' &&
  isAcknowledgement(question);

/**
 * The bot's decision, before anything is written: notices first (the greeting on a first
 * contact, the away message once per closed period), then the answer; a person takes over when
 * the customer asks for one, when the knowledge has no good answer, or after `handoffAfter`
 * messages in a row the bot could not answer (files, stickers, notices without an answer). A
 * message that only acknowledges the bot's reply is let pass.
 */
const decide = async (deps: BotDeps, turn: BotTurn, settings: BotSettings): Promise<Plan> => {
  const now = deps.now();
  const since = new Date(now.getTime() - 60_000);
  const question = turn.body?.trim();
  // Read at once, not one after another (each is a round trip): a read the outcome does not
  // need (a rate-limited turn's history) costs less than the wait.
  const [recentReplies, first, history] = await Promise.all([
    countBotMessagesSince(deps.db, turn.conversationId, since),
    settings.greeting ? isFirstMessage(deps.db, turn) : false,
    question
      ? conversationHistory(deps.db, {
          conversationId: turn.conversationId,
          before: turn.createdAt,
          limit: BOT_LIMITS.historyMessages,
        })
      : null,
  ]);
  const open = isOpenAt(settings.businessHours, now);
  // Two auto-responders would answer each other for ever: past this, the bot says a person will
  // answer and goes quiet there. Letting the message pass unanswered would leave a customer who
  // writes fast with no answer and nobody told.
  if (recentReplies >= BOT_LIMITS.repliesPerMinute) {
    return handoffPlan(HANDOFF_REASONS.replyLimit, open);
  }
  const notices: string[] = [];
  const plan: Pick<Plan, 'awayAt'> = {};
  if (settings.greeting && first) notices.push(settings.greeting);
  if (
    !open &&
    settings.awayMessage &&
    (!turn.awayAt || openedBetween(settings.businessHours, turn.awayAt, now))
  ) {
    notices.push(settings.awayMessage);
    plan.awayAt = now;
  }

  if (notices.length === 0 && question && history && acknowledgesBot(question, history)) {
    return { outcome: 'acknowledged', replies: [], settled: true };
  }

  const answer =
    question && history
      ? await answerQuestion(deps, {
          businessId: turn.businessId,
          question,
          tone: settings.tone,
          threshold: settings.threshold,
          history: historyTurns(history),
        })
      : null;

  if (answer && !answer.handoff && answer.answer) {
    return { ...plan, outcome: 'answered', replies: [...notices, answer.answer], unanswered: 0 };
  }
  if (answer?.handoffReason === HANDOFF_REASONS.askedForPerson) {
    return { ...plan, ...handoffPlan(HANDOFF_REASONS.askedForPerson, open, notices) };
  }
  // A question the knowledge cannot answer is passed on at once, after the greeting or the away
  // message if one is due. A notice alone answers only a message that asks nothing yet ('halo
  // kak', 'mau tanya'): a first message asking about something the business does not list ('ada
  // kue red velvet?', 'harga sepatu nike?') would otherwise get a greeting and no one to answer it.
  if (answer && (notices.length === 0 || (question && asksSomething(question)))) {
    return { ...plan, ...handoffPlan(HANDOFF_REASONS.lowConfidence, open, notices) };
  }
  const unanswered = turn.unanswered + 1;
  if (unanswered >= settings.handoffAfter) {
    return { ...plan, ...handoffPlan(HANDOFF_REASONS.unansweredTurns, open, notices) };
  }
  return {
    ...plan,
    outcome: notices.length ? 'noticed' : 'unanswered',
    replies: notices,
    unanswered,
  };
};

/**
 * Writes a plan in one transaction: the claim on the customer's message (a second run finds it
 * and sends nothing), the bot's messages with their send jobs, the counters, the hand-off and
 * its e-mail. A person who took the conversation meanwhile wins: then nothing is sent.
 */
const carryOut = async (deps: BotDeps, turn: BotTurn, plan: Plan) => {
  const now = deps.now();
  const written = await deps.db.transaction(async (tx) => {
    const state = await claimBotTurn(tx, {
      inboundMessageId: turn.id,
      conversationId: turn.conversationId,
      outcome: plan.outcome,
      at: now,
    });
    if (!state.claimed || !state.botActive) return null;
    // One WhatsApp message per turn: a greeting and its answer arrive together and in order,
    // and a number that sends less is a number WhatsApp trusts more.
    const text = plan.replies.join('\n\n');
    const counters = {
      ...(plan.unanswered === undefined ? {} : { unanswered: plan.unanswered }),
      ...(plan.awayAt ? { awayAt: plan.awayAt } : {}),
      ...(plan.settled ? { settled: true } : {}),
    };
    if (text) {
      const id = await insertBotReply(tx, {
        businessId: turn.businessId,
        numberId: turn.numberId,
        conversationId: turn.conversationId,
        contactId: turn.contactId,
        text,
        preview: messagePreview('text', text),
        at: now,
        answered: !plan.handoff,
        counters,
      });
      await deps.jobs.send(
        tx,
        QUEUES.sendMessage,
        { messageId: id, numberId: turn.numberId },
        { orderKey: turn.conversationId },
      );
    } else {
      await updateConversationBot(tx, turn.conversationId, counters);
      // Open inboxes drop the 'waiting' they showed on the customer's message.
      if (plan.settled) {
        await notifyConversation(tx, {
          businessId: turn.businessId,
          numberId: turn.numberId,
          conversationId: turn.conversationId,
          change: 'status',
        });
      }
    }
    const sent = text !== '';
    if (
      !plan.handoff ||
      !(await handConversationOver(tx, {
        conversationId: turn.conversationId,
        reason: plan.handoff,
        at: now,
      }))
    ) {
      return { sent, handedOver: false, email: null };
    }
    // Whoever can take it (its person, or everyone while it waits in the queue) is told now and
    // e-mailed later if nobody reads it.
    await raiseAlert(tx, deps.jobs, {
      businessId: turn.businessId,
      numberId: turn.numberId,
      conversationId: turn.conversationId,
      change: 'status',
      alert: { kind: 'handoff', assigneeId: state.assigneeId, actorId: null },
      at: now,
    });
    const owner = await businessOwnerContact(tx, turn.businessId);
    if (!owner) return { sent, handedOver: true, email: null };
    const mail = botHandoffEmail({
      companyName: (await getOperatorSettings(tx)).companyName,
      name: owner.name,
      numberName: turn.numberName,
      customer: turn.contactName
        ? `${turn.contactName} (${turn.contactPhone ?? ''})`
        : (turn.contactPhone ?? ''),
      reason: plan.handoff,
      lastMessage: turn.body,
      // The conversation itself, where the owner reads and answers it.
      link: new URL(`/dashboard/inbox/${turn.conversationId}`, deps.appUrl).toString(),
    });
    await enqueueEmail(tx, { to: owner.email, ...mail });
    return {
      sent,
      handedOver: true,
      email: { to: owner.email, subject: mail.subject, text: mail.text },
    };
  });
  // The hand-off joins the queue: someone online with room gets it now (or the periodic pass).
  if (written?.handedOver) {
    await assignWaitingConversations(deps.db, {
      businessId: turn.businessId,
      now: deps.now(),
      jobs: deps.jobs,
    }).catch(() => {});
  }
  // Committed: a send worker starts on the reply now; a lost wake-up waits for its next poll.
  if (written?.sent) await deps.jobs.wake(QUEUES.sendMessage, turn.numberId).catch(() => {});
  if (written?.email) deps.onEmailQueued(written.email);
};

type FoundTurn = NonNullable<Awaited<ReturnType<typeof findBotTurn>>>;

/** The message the job names, when the bot may still answer it (the settings aside). */
const openTurn = async (deps: BotDeps, messageId: string) => {
  const found = await findBotTurn(deps.db, messageId, deps.now());
  const turn = found?.turn;
  if (!turn || turn.direction !== 'inbound' || turn.replied || !turn.botActive) return undefined;
  return found;
};

/**
 * The bot's turn on one customer message (the `ai-reply` job). Safe to run again: a message
 * already answered, or one the bot may no longer answer (turned off, a person took over), is
 * left alone.
 */
export const takeBotTurn = async (deps: BotDeps, messageId: string) => {
  const found = await openTurn(deps, messageId);
  if (!found?.settings.enabled) return;
  if (await heldForSubscription(deps, found)) return;
  await carryOut(deps, found.turn, await decide(deps, found.turn, found.settings));
};

/**
 * After the subscription has ended the bot answers nothing: the customer's message is kept and
 * marked as held for that reason (a later run leaves it alone), with no model call.
 */
const heldForSubscription = async (deps: BotDeps, found: FoundTurn) => {
  if (!blockedReasonOf(found.sendingStatus)) return false;
  await carryOut(deps, found.turn, { outcome: 'held_subscription_ended', replies: [] });
  return true;
};

/**
 * The last resort when every attempt failed (the answer engine and the database kept failing):
 * the customer is told a person will answer, and a person is asked to, rather than silence.
 */
export const failBotTurn = async (deps: BotDeps, messageId: string) => {
  const found = await openTurn(deps, messageId);
  if (!found) return;
  if (await heldForSubscription(deps, found)) return;
  const open = isOpenAt(found.settings.businessHours, deps.now());
  await carryOut(deps, found.turn, handoffPlan(HANDOFF_REASONS.botFailed, open));
};
