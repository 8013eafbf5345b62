import { moveItem, type WorkflowMover } from './workflow-machine';

const publisher: WorkflowMover = { role: 'publisher', isAuthor: true };
const otherPublisher: WorkflowMover = { role: 'publisher', isAuthor: false };
const approver: WorkflowMover = { role: 'approver', isAuthor: false };
const admin: WorkflowMover = { role: 'admin', isAuthor: false };
const officer: WorkflowMover = { role: 'grievance_officer', isAuthor: false };
const system: WorkflowMover = { role: 'system', isAuthor: false };

describe('the approval workflow: who may move an item from where to where', () => {
  it('a publisher drafts and submits their own item; an approver approves or returns it', () => {
    expect(moveItem('none', 'edit', publisher)).toEqual({ to: 'draft' });
    expect(moveItem('draft', 'submit', publisher)).toEqual({ to: 'submitted' });
    expect(moveItem('submitted', 'return', approver)).toEqual({ to: 'returned' });
    expect(moveItem('returned', 'edit', publisher)).toEqual({ to: 'draft' });
    expect(moveItem('returned', 'submit', publisher)).toEqual({ to: 'submitted' });
    expect(moveItem('submitted', 'approve', approver)).toEqual({ to: 'live' });
    expect(moveItem('scheduled', 'publish-due', system)).toEqual({ to: 'live' });
  });

  it('a publisher cannot approve or return, nor submit or edit another author’s draft', () => {
    expect(moveItem('submitted', 'approve', publisher)).toEqual({ refused: 'Your role cannot approve items.' });
    expect(moveItem('submitted', 'return', publisher)).toEqual({ refused: 'Your role cannot return items.' });
    expect(moveItem('draft', 'submit', otherPublisher)).toEqual({ refused: 'Only its author can submit this item.' });
    expect(moveItem('returned', 'edit', otherPublisher)).toEqual({ refused: 'Only its author can edit this item.' });
  });

  it('an approver neither writes nor submits; a grievance officer does nothing here', () => {
    expect(moveItem('none', 'edit', approver)).toEqual({ refused: 'Your role cannot edit items.' });
    expect(moveItem('draft', 'submit', approver)).toEqual({ refused: 'Your role cannot submit items.' });
    for (const action of ['edit', 'submit', 'approve', 'return'] as const) {
      expect(moveItem(action === 'submit' ? 'draft' : action === 'edit' ? 'none' : 'submitted', action, officer)).toHaveProperty('refused');
    }
  });

  it('only a submitted item can be approved or returned; only a scheduled one is published when due', () => {
    for (const from of ['none', 'draft', 'returned', 'scheduled', 'live'] as const) {
      expect(moveItem(from, 'approve', approver)).toHaveProperty('refused');
      expect(moveItem(from, 'return', approver)).toHaveProperty('refused');
    }
    expect(moveItem('draft', 'approve', approver)).toEqual({ refused: 'An item that is draft cannot be approved now.' });
    expect(moveItem('submitted', 'submit', publisher)).toEqual({ refused: 'An item that is submitted cannot be submitted now.' });
    for (const from of ['draft', 'submitted', 'returned', 'live'] as const) expect(moveItem(from, 'publish-due', system)).toHaveProperty('refused');
  });

  it('an administrator may make every staff move, but not the scheduler’s', () => {
    expect(moveItem('draft', 'submit', admin)).toEqual({ to: 'submitted' });
    expect(moveItem('submitted', 'approve', admin)).toEqual({ to: 'live' });
    expect(moveItem('submitted', 'return', admin)).toEqual({ to: 'returned' });
    expect(moveItem('scheduled', 'publish-due', admin)).toEqual({ refused: 'Your role cannot publish items.' });
  });
});
