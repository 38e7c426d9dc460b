import { AppIcon, Field, IconButton, Input, Table, Text } from '@sp/ui';
import type { ReactNode } from 'react';
import type { LineItem } from './use-line-items';

/** A typed field of the line (quantity, unit price, discount ...). */
export interface LineInputColumn<L> {
  field: keyof L & string;
  header: string;
  width?: string;
  /** The input's own name, which says whose line it is ("Quantity of TSH-01"). */
  label: (line: L) => string;
  inputMode?: 'numeric' | 'decimal';
  placeholder?: string;
}

/** A value shown on the line (stock, the line total). */
export interface LineValueColumn<L> {
  header: string;
  width?: string;
  render: (line: L, index: number) => ReactNode;
}

export type LineColumn<L> = LineInputColumn<L> | LineValueColumn<L>;

export interface LineTableProps<L extends LineItem> {
  lines: L[];
  keys: string[];
  /** The table's name (the lines' heading). */
  label?: string;
  /** Said when there is no line yet. */
  empty: string;
  /** The first column: what the line is for. */
  productHeader: string;
  product: (line: L) => { name: string; sku: string; hint?: string };
  columns: LineColumn<L>[];
  /** A translated problem of a line's field, or nothing. */
  errorOf: (index: number, field: string) => string | undefined;
  removeHeader: string;
  removeLabel: (line: L) => string;
  onChange: (index: number, patch: Partial<L>) => void;
  onRemove: (index: number) => void;
}

const isInput = <L,>(c: LineColumn<L>): c is LineInputColumn<L> => 'field' in c;

/** The lines of a form: the product, the columns the form asks for, and a remove button per line. */
export function LineTable<L extends LineItem>(props: LineTableProps<L>) {
  const { lines, keys, columns, errorOf, onChange } = props;
  if (lines.length === 0) return <Text color="fg.muted">{props.empty}</Text>;
  const input = (c: LineInputColumn<L>, line: L, i: number) => {
    const error = errorOf(i, c.field);
    return (
      <Field.Root invalid={Boolean(error)}>
        <Field.Label srOnly>{c.label(line)}</Field.Label>
        <Input
          inputMode={c.inputMode ?? 'decimal'}
          size="sm"
          value={String(line[c.field] ?? '')}
          placeholder={c.placeholder}
          onChange={(e) => onChange(i, { [c.field]: e.currentTarget.value } as Partial<L>)}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={props.label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{props.productHeader}</Table.ColumnHeader>
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.header}
                width={c.width}
                textAlign={isInput(c) ? undefined : 'end'}
              >
                {c.header}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader width="12">
              <Text srOnly>{props.removeHeader}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, i) => {
            const p = props.product(line);
            return (
              <Table.Row key={keys[i] ?? line.productId} aria-label={p.sku}>
                <Table.Cell>
                  <Text fontWeight="medium">{p.name}</Text>
                  <Text textStyle="xs" color="fg.muted" dir="ltr">
                    {p.sku}
                    {p.hint ? ` · ${p.hint}` : ''}
                  </Text>
                </Table.Cell>
                {columns.map((c) => (
                  <Table.Cell key={c.header} textAlign={isInput(c) ? undefined : 'end'}>
                    {isInput(c) ? input(c, line, i) : c.render(line, i)}
                  </Table.Cell>
                ))}
                <Table.Cell>
                  <IconButton
                    aria-label={props.removeLabel(line)}
                    variant="ghost"
                    size="sm"
                    onClick={() => props.onRemove(i)}
                  >
                    <AppIcon name="close" />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
