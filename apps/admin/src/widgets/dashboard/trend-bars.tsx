import { ordersPaths } from '@sp/contracts/paths';
import { Link } from '@sp/router';
import { Box, HStack, Text } from '@sp/ui';

export interface TrendPoint {
  day: string;
  value: number;
  /** What a bar says to a pointer and a screen reader: its day and figure. */
  label: string;
}

/**
 * A bar per day, oldest first in the reading direction (mirrored in Arabic by the page's
 * own direction), each bar opening the orders of its day. Bars shrink to fit 390 px.
 */
export function TrendBars({
  points,
  name,
  height = 16,
}: {
  points: TrendPoint[];
  name: string;
  height?: number;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  return (
    <HStack
      role="list"
      aria-label={name}
      gap="1px"
      align="end"
      height={height}
      minWidth="0"
      width="full"
    >
      {points.map((p) => (
        <Box
          role="listitem"
          key={p.day}
          flex="1 1 0"
          minWidth="0"
          height="full"
          display="flex"
          alignItems="end"
        >
          <Link
            to={ordersPaths.list({ from: p.day, to: p.day })}
            title={p.label}
            aria-label={p.label}
            style={{
              display: 'block',
              width: '100%',
              height: `${Math.max(2, (p.value / max) * 100)}%`,
            }}
          >
            <Box
              bg={p.value ? 'colorPalette.solid' : 'bg.emphasized'}
              height="full"
              borderTopRadius="xs"
            />
          </Link>
        </Box>
      ))}
    </HStack>
  );
}

export const ChartCaption = ({ children }: { children: React.ReactNode }) => (
  <Text textStyle="xs" color="fg.muted">
    {children}
  </Text>
);
