import { Box, chakra, Skeleton, Table, Text } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import type { ReactNode } from 'react';
import { AppIcon } from '../icons/app-icon';
import { narrowCellProps, type ColumnPriority } from './column-priority';

const LETTER = /\p{L}/u;

/**
 * A cell's text in its own direction: a supplier "Shenzhen Bright Electronics Co." in an
 * Arabic table would otherwise show its final dot on the left. Text without letters
 * (amounts, counts) keeps the table's direction, so "0 / 540" still reads as the page does.
 */
function isolated(content: ReactNode): ReactNode {
  return typeof content === 'string' && LETTER.test(content) ? <bdi>{content}</bdi> : content;
}

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The API's sort field when this column sorts (server-side). */
  sortField?: string;
  /** Cell alignment on the inline axis (mirrors in Arabic). */
  align?: 'start' | 'end' | 'center';
  width?: string;
  /**
   * 'key': stays in view on a phone. Once any column of a table has a priority, the
   * others are hidden below md (give it to the identifying column, the status and the actions).
   */
  priority?: ColumnPriority;
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string;
  columns: DataColumn<T>[];
  rows: T[] | undefined;
  rowId: (row: T) => string;
  /** Current sort: `field` or `-field`. */
  sort?: string;
  onSort?: (field: string) => void;
  loading?: boolean;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  skeletonRows?: number;
}

function sortState(sort: string | undefined, field: string): 'ascending' | 'descending' | 'none' {
  if (sort === field) return 'ascending';
  if (sort === `-${field}`) return 'descending';
  return 'none';
}

/** A table over one page of server data; sortable headers ask the server to sort. */
export function DataTable<T>({ caption, columns, rows, rowId, sort, onSort, loading, empty, skeletonRows = 5 }: DataTableProps<T>) {
  const { t } = useTranslation('ui');
  const narrow = narrowCellProps(columns);
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-busy={loading || undefined}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <Table.Header>
          <Table.Row>
            {columns.map((col, i) => {
              const state = col.sortField ? sortState(sort, col.sortField) : undefined;
              return (
                <Table.ColumnHeader key={col.id} textAlign={col.align ?? 'start'} width={col.width} {...narrow[i]} aria-sort={state}>
                  {col.sortField && onSort ? (
                    <chakra.button
                      type="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      fontWeight="inherit"
                      cursor="pointer"
                      onClick={() => onSort(col.sortField!)}
                    >
                      {col.header}
                      <AppIcon
                        name={state === 'none' ? 'chevron-down' : 'arrow-up'}
                        opacity={state === 'none' ? 0.3 : 1}
                        transform={state === 'descending' ? 'rotate(180deg)' : undefined}
                      />
                    </chakra.button>
                  ) : (
                    col.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && !rows?.length
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <Table.Row key={`s${i}`}>
                  {columns.map((col, i) => (
                    <Table.Cell key={col.id} {...narrow[i]}>
                      <Skeleton height="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : rows?.map((row) => (
                <Table.Row key={rowId(row)}>
                  {columns.map((col, i) => (
                    <Table.Cell key={col.id} textAlign={col.align ?? 'start'} {...narrow[i]}>
                      {isolated(col.cell(row))}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
          {!loading && rows?.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={columns.length}>
                <Text color="fg.muted" textAlign="center" paddingBlock="6">
                  {empty ?? t('data.empty')}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
