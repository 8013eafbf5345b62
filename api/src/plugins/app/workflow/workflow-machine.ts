import type { StaffRole, WorkflowAction, WorkflowState } from '@aec/contracts';

/** Who asks: their role, and whether they wrote the item. 'system' is the scheduler. */
export interface WorkflowMover {
  role: StaffRole | 'system';
  isAuthor: boolean;
}

type Rule = { from: readonly (WorkflowState | 'none')[]; roles: readonly (StaffRole | 'system')[]; authorOnly?: boolean };

/**
 * Every move an item can make, and who may make it (an administrator may make every staff move).
 * 'none' is an item not in the workflow yet (a first save). Approve answers 'live'; the caller makes
 * it 'scheduled' when its publish-at time is still ahead.
 */
const RULES: Record<WorkflowAction, Rule & { to: WorkflowState }> = {
  // A publisher's save: a new draft, or back to draft from returned (or withdrawn from the queue).
  edit: { from: ['none', 'draft', 'returned', 'submitted'], roles: ['publisher'], authorOnly: true, to: 'draft' },
  submit: { from: ['draft', 'returned'], roles: ['publisher'], authorOnly: true, to: 'submitted' },
  approve: { from: ['submitted'], roles: ['approver'], to: 'live' },
  return: { from: ['submitted'], roles: ['approver'], to: 'returned' },
  'publish-due': { from: ['scheduled'], roles: ['system'], to: 'live' },
};

const ACTION_WORDS: Record<WorkflowAction, [verb: string, past: string]> = {
  edit: ['edit', 'edited'],
  submit: ['submit', 'submitted'],
  approve: ['approve', 'approved'],
  return: ['return', 'returned'],
  'publish-due': ['publish', 'published'],
};

/** The state after the move, or the sentence that refuses it. */
export function moveItem(from: WorkflowState | 'none', action: WorkflowAction, who: WorkflowMover): { to: WorkflowState } | { refused: string } {
  const rule = RULES[action];
  const [word, past] = ACTION_WORDS[action];
  if (!rule.from.includes(from)) return { refused: `An item that is ${from === 'none' ? 'new' : from} cannot be ${past} now.` };
  const admin = who.role === 'admin' && action !== 'publish-due';
  if (!admin && !rule.roles.includes(who.role)) return { refused: `Your role cannot ${word} items.` };
  if (!admin && rule.authorOnly && from !== 'none' && !who.isAuthor) return { refused: `Only its author can ${word} this item.` };
  return { to: rule.to };
}
