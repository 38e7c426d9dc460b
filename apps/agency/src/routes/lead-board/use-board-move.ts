import { useMutation, useQueryClient } from '@sp/api-client';
import type { Lead, LeadBoard, LeadStatus } from '@sp/contracts/api';
import { useTranslation } from '@sp/i18n';
import { errorMessage } from '../../lib/errors';
import { notify } from '@sp/ui';
import { agencyApi } from '../../api/endpoints';
import { keys } from '../../api/queries';

export interface BoardMove {
  id: string;
  from: LeadStatus;
  to: LeadStatus;
  reason?: string;
}

/** The board with one card moved: off its stage (count down), on top of the other (count up). */
export function moveCard(board: LeadBoard, move: BoardMove): LeadBoard {
  const card = board.columns.flatMap((c) => c.items).find((l) => l.id === move.id);
  return {
    columns: board.columns.map((c) => {
      if (c.status === move.from)
        return {
          ...c,
          total: Math.max(0, c.total - 1),
          items: c.items.filter((l) => l.id !== move.id),
        };
      if (c.status === move.to)
        return {
          ...c,
          total: c.total + 1,
          items: card ? [{ ...card, status: move.to } as Lead, ...c.items] : c.items,
        };
      return c;
    }),
  };
}

/**
 * Moves a card at once and asks the API; a refusal puts the board back as it was and says
 * why. Either way the board is read again afterwards.
 */
export function useBoardMove(boardKey: readonly unknown[]) {
  const { t } = useTranslation('agency');
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: BoardMove) => agencyApi.leads.status(move.id, move.to, move.reason),
    onMutate: async (move) => {
      await client.cancelQueries({ queryKey: boardKey });
      const before = client.getQueryData<LeadBoard>(boardKey);
      if (before) client.setQueryData(boardKey, moveCard(before, move));
      return { before };
    },
    onError: (error, _move, context) => {
      if (context?.before) client.setQueryData(boardKey, context.before);
      notify('error', errorMessage(t, error));
    },
    onSuccess: (lead) =>
      notify('success', t('leads.moved', { status: t(`status.${lead.status}`) })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
