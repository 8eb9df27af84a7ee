import {
  BOT_TONES,
  CONNECT_METHODS,
  CONNECTION_STATES,
  CONVERSATION_EVENT_KINDS,
  CONVERSATION_STATUSES,
  DRIVERS,
  LABEL_COLORS,
  LOCALES,
  MESSAGE_DIRECTIONS,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  NUMBER_STATUSES,
  PACKAGES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  ROLES,
  SENDER_KINDS,
  SUBSCRIPTION_STATUSES,
} from '@balasin/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ROLES);
export const localeEnum = pgEnum('locale', LOCALES);
export const packageEnum = pgEnum('package', PACKAGES);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const numberStatusEnum = pgEnum('number_status', NUMBER_STATUSES);
export const connectionStateEnum = pgEnum('connection_state', CONNECTION_STATES);
export const driverEnum = pgEnum('whatsapp_driver', DRIVERS);
export const connectMethodEnum = pgEnum('connect_method', CONNECT_METHODS);
export const sandboxDirectionEnum = pgEnum('sandbox_direction', ['to_number', 'to_contact']);
export const messageDirectionEnum = pgEnum('message_direction', MESSAGE_DIRECTIONS);
export const senderKindEnum = pgEnum('sender_kind', SENDER_KINDS);
export const messageTypeEnum = pgEnum('message_type', MESSAGE_TYPES);
export const messageStatusEnum = pgEnum('message_status', MESSAGE_STATUSES);
export const conversationStatusEnum = pgEnum('conversation_status', CONVERSATION_STATUSES);
export const conversationEventKindEnum = pgEnum(
  'conversation_event_kind',
  CONVERSATION_EVENT_KINDS,
);
export const paymentKindEnum = pgEnum('payment_kind', PAYMENT_KINDS);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const botToneEnum = pgEnum('bot_tone', BOT_TONES);
export const labelColorEnum = pgEnum('label_color', LABEL_COLORS);
