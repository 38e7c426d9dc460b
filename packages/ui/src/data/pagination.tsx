import { chakra, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from '@sp/i18n';
import { useId } from 'react';
import { PAGE_SIZES } from '../constants';
import { AppIcon } from '../icons/app-icon';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** SPEC section 9: 5, 10, 20, 25, 50, 100. */
  pageSizes?: readonly number[];
}

/** Page size choice, the range shown, and previous / next (chevrons mirror in Arabic). */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <HStack as="nav" aria-label={t('data.pagination')} justify="space-between" wrap="wrap" gap="3" paddingBlock="3">
      <HStack gap="2">
        <chakra.label htmlFor={id} textStyle="sm" color="fg.muted">
          {t('pageSize')}
        </chakra.label>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field id={id} value={pageSize} onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack gap="2">
        {/* Nothing found: the table says so; "0–0 of 0" would only repeat it in figures. */}
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {total > 0 ? t('data.range', { from, to, total }) : ''}
        </Text>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('data.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <AppIcon name="chevron-start" flip />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('data.next')}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <AppIcon name="chevron-end" flip />
        </IconButton>
      </HStack>
    </HStack>
  );
}
