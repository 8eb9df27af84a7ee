import { adminRouter } from './routers/admin/router.ts';
import { apiTokensRouter } from './routers/api-tokens/router.ts';
import { authRouter } from './routers/auth/router.ts';
import { contactRouter } from './routers/contact/router.ts';
import { conversationsRouter } from './routers/conversations/router.ts';
import { messagesRouter } from './routers/messages/router.ts';
import { subscriptionsRouter } from './routers/subscriptions/router.ts';
import { systemRouter } from './routers/system/router.ts';
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
  apiTokens: apiTokensRouter,
  messages: messagesRouter,
  conversations: conversationsRouter,
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
