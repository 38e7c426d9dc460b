import { useTranslation } from '@sp/i18n';
import { HStack, Separator, Stack, Text, formatMoney } from '@sp/ui';

/** One row of a totals panel, in minor units; `null` draws the line above a total. */
export type MoneyRow = {
  label: string;
  minor: number;
  strong?: boolean;
  muted?: boolean;
  testId?: string;
} | null;

/** An amount in minor units (integers: 1250 is 12.50) in the one money format of @sp/ui. */
export const formatMinor = (minor: number, currency: string, lng: string) =>
  formatMoney(minor / 100, currency, lng);

/** The totals of a line-items form: labelled amounts, a rule before the total. */
export function MoneyRows({
  rows,
  currency,
  label,
}: {
  rows: MoneyRow[];
  currency: string;
  label?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Stack gap="2" as="section" aria-label={label}>
      {rows.map((r, i) =>
        r === null ? (
          <Separator key={`rule-${i}`} />
        ) : (
          <HStack
            key={r.label}
            justify="space-between"
            fontWeight={r.strong ? 'semibold' : undefined}
            color={r.muted ? 'fg.muted' : undefined}
            fontSize={r.muted ? 'sm' : undefined}
          >
            <Text>{r.label}</Text>
            <Text data-testid={r.testId}>{formatMinor(r.minor, currency, i18n.language)}</Text>
          </HStack>
        ),
      )}
    </Stack>
  );
}
