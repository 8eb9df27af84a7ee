import { listCannedResponses } from '@balasin/db';
import { fillCannedResponse } from '@balasin/shared/canned-responses';
import { businessProcedure } from '../../trpc.ts';
import { memberConversation } from '../conversations/member-conversation.ts';
import { toCannedResponseDto } from './canned-response-dto.ts';
import {
  listCannedResponsesInput,
  listCannedResponsesMeta,
  listCannedResponsesOutput,
} from './list-canned-responses.schema.ts';

/**
 * Every member reads them (agents use them in the inbox); with a conversation, each comes
 * filled for it and for the caller as the sender, ready to put in the reply box.
 */
export const listCannedResponsesProcedure = businessProcedure
  .meta(listCannedResponsesMeta)
  .input(listCannedResponsesInput)
  .output(listCannedResponsesOutput)
  .query(async ({ ctx, input }) => {
    const conversationId = input?.conversation_id;
    const conversation =
      conversationId === undefined ? undefined : await memberConversation(ctx, conversationId);
    if (!ctx.membership) return [];
    const rows = await listCannedResponses(ctx.db, ctx.membership.businessId);
    if (!conversation) return rows.map((row) => toCannedResponseDto(row));
    const values = {
      contactName: conversation.contactName,
      contactPhone: conversation.contactPhone,
      agentName: ctx.auth.user.name,
    };
    return rows.map((row) => toCannedResponseDto(row, fillCannedResponse(row.text, values)));
  });
