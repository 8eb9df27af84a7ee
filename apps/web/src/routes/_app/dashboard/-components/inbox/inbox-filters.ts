import type { AssigneeFilter } from '@balasin/shared/inbox';
import type { ConversationStatus } from '@balasin/shared/messaging';

/** What the inbox list shows: whose, in which status, on which number, with which label, matching what. */
export type InboxFilters = {
  assignee: AssigneeFilter;
  status: ConversationStatus;
  numberId: string;
  /** A label's id; empty: any. */
  labelId: string;
  q: string;
};

export const DEFAULT_FILTERS: InboxFilters = {
  assignee: 'all',
  status: 'open',
  numberId: '',
  labelId: '',
  q: '',
};
