import { useTranslation } from '@sp/i18n';
import { Box, Checkbox, Table } from '@sp/ui';
import { useTenantSubjects } from '../api/tenant-subjects';
import { cellOf, MATRIX_ACTIONS, MATRIX_SUBJECTS, type Cell } from '../lib/matrix';

export interface RoleMatrixProps {
  /** Accessible name of the table. */
  caption: string;
  cells: Set<Cell>;
  /** Cells that may be switched; absent: read only. */
  editable?: (cell: Cell) => boolean;
  onToggle?: (cell: Cell, on: boolean) => void;
}

/** Actions (columns) × subjects (rows); a check where the role may do it. */
export function RoleMatrix({ caption, cells, editable, onToggle }: RoleMatrixProps) {
  const { t } = useTranslation('admin');
  // Only the subjects of this tenant's modules (a switch elsewhere would change nothing it uses).
  const own = useTenantSubjects();
  // The permissions page itself is no part of the work a role does: not a row to tick.
  const subjects = MATRIX_SUBJECTS.filter((s) => own?.has(s) && s !== 'AclDemo');
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('roles.subject')}</Table.ColumnHeader>
            {MATRIX_ACTIONS.map((a) => (
              <Table.ColumnHeader key={a} textAlign="center">
                {t(`roles.action.${a}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {subjects.map((subject) => (
            <Table.Row key={subject}>
              <Table.Cell fontWeight="medium">{t(`subject.${subject}`)}</Table.Cell>
              {MATRIX_ACTIONS.map((action) => {
                const cell = cellOf(action, subject);
                const can = editable?.(cell) ?? false;
                return (
                  <Table.Cell key={action} textAlign="center">
                    <Checkbox.Root
                      checked={cells.has(cell)}
                      disabled={!can}
                      readOnly={!can}
                      onCheckedChange={(e) => can && onToggle?.(cell, !!e.checked)}
                    >
                      <Checkbox.HiddenInput
                        aria-label={t('roles.cellLabel', {
                          action: t(`roles.action.${action}`),
                          subject: t(`subject.${subject}`),
                        })}
                      />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
