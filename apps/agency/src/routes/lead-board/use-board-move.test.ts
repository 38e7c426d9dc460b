import type { Lead, LeadBoard } from '@sp/contracts/api';
import { describe, expect, it } from 'vitest';
import { moveCard } from './use-board-move';

const lead = (id: string, status: Lead['status']) => ({ id, status, fullName: id }) as Lead;
const board: LeadBoard = {
  columns: [
    { status: 'new', total: 40, items: [lead('a', 'new'), lead('b', 'new')] },
    { status: 'contacted', total: 7, items: [lead('c', 'contacted')] },
    { status: 'qualified', total: 0, items: [] },
  ],
} as LeadBoard;

describe('moveCard (what the board shows before the API answers)', () => {
  it('takes the card off its stage and puts it on top of the other, counts following', () => {
    const moved = moveCard(board, { id: 'b', from: 'new', to: 'qualified' });
    expect(
      moved.columns.map((c) => [c.status, c.total, c.items.map((l) => `${l.id}:${l.status}`)]),
    ).toEqual([
      ['new', 39, ['a:new']],
      ['contacted', 7, ['c:contacted']],
      ['qualified', 1, ['b:qualified']],
    ]);
  });

  it('still counts a card loaded further down its column (not among the first cards)', () => {
    const moved = moveCard(board, { id: 'z', from: 'new', to: 'contacted' });
    expect(moved.columns.map((c) => c.total)).toEqual([39, 8, 0]);
    expect(board.columns[0]!.total).toBe(40); // the cached board is not mutated: a refusal restores it
  });
});
