import { adminRouter } from './routers/admin/router.ts';
import { apiTokensRouter } from './routers/api-tokens/router.ts';
import { authRouter } from './routers/auth/router.ts';
import { cannedResponsesRouter } from './routers/canned-responses/router.ts';
import { contactRouter } from './routers/contact/router.ts';
import { contactsBookRouter } from './routers/contacts-book/router.ts';
import { conversationsRouter } from './routers/conversations/router.ts';
import { knowledgeRouter } from './routers/knowledge/router.ts';
import { labelsRouter } from './routers/labels/router.ts';
import { messagesRouter } from './routers/messages/router.ts';
import { operatorRouter } from './routers/operator/router.ts';
import { paymentsRouter } from './routers/payments/router.ts';
import { subscriptionsRouter } from './routers/subscriptions/router.ts';
import { systemRouter } from './routers/system/router.ts';
import { teamRouter } from './routers/team/router.ts';
import { webhooksRouter } from './routers/webhooks/router.ts';
import { whatsappNumbersRouter } from './routers/whatsapp-numbers/router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
  whatsappNumbers: whatsappNumbersRouter,
  subscriptions: subscriptionsRouter,
  admin: adminRouter,
  contact: contactRouter,
  contacts: contactsBookRouter,
  apiTokens: apiTokensRouter,
  messages: messagesRouter,
  conversations: conversationsRouter,
  webhooks: webhooksRouter,
  team: teamRouter,
  operator: operatorRouter,
  payments: paymentsRouter,
  knowledge: knowledgeRouter,
  labels: labelsRouter,
  cannedResponses: cannedResponsesRouter,
});

export type AppRouter = typeof appRouter;
