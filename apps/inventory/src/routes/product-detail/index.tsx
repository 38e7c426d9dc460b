import { inventoryPaths } from '@sp/contracts/paths';
import { useTranslation } from '@sp/i18n';
import { PageHeader, errorMessage, lazyPart, preloadOn, usePreloadWhenIdle } from '@sp/page-kit';
import { Link, useParams } from '@sp/router';
import { useCan } from '@sp/shared-auth';
import {
  Alert,
  Badge,
  Box,
  Button,
  DataTable,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@sp/ui';
import { Suspense, useState } from 'react';
import { useProduct } from '../../api/catalogue';
import { useMovements } from '../../api/stock';
import { useLedgerColumns } from '../../components/ledger-columns';
import { formatMoney } from '../../lib/format';
import { StoreStock } from './store-stock';

const ProductFormDialog = lazyPart(() => import('../../components/product-form-dialog'));
const AdjustDialog = lazyPart(() => import('../../components/adjust-dialog'));
const TransferDialog = lazyPart(() => import('../../components/transfer-dialog'));

/** /products/:productId: the product, its stock per store and its last movements. */
export function ProductDetailPage() {
  const { t, i18n } = useTranslation('inventory');
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const movements = useMovements({ productId, pageSize: 10 });
  const ledgerColumns = useLedgerColumns(false, movements.data?.items);
  const canEdit = useCan({ action: 'update', subject: 'Product' });
  const canMove = useCan({ action: 'create', subject: 'Inventory' });
  const [open, setOpen] = useState<'edit' | 'adjust' | 'transfer' | null>(null);
  usePreloadWhenIdle(AdjustDialog, ProductFormDialog);

  if (product.error) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{errorMessage(t, product.error)}</Alert.Title>
      </Alert.Root>
    );
  }
  const p = product.data;
  if (!p) return <Skeleton height="40" />;
  const fact = (label: string, value: string) => (
    <Stack gap="0">
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
  return (
    <>
      <PageHeader
        title={`${p.sku} · ${p.name}`}
        subtitle={p.category}
        actions={
          <HStack gap="2" wrap="wrap">
            {canMove && (
              <Button
                variant="outline"
                {...preloadOn(AdjustDialog)}
                onClick={() => setOpen('adjust')}
              >
                {t('adjust.open')}
              </Button>
            )}
            {canMove && (
              <Button
                variant="outline"
                {...preloadOn(TransferDialog)}
                onClick={() => setOpen('transfer')}
              >
                {t('transfer.open')}
              </Button>
            )}
            {canEdit && (
              <Button
                colorPalette="brand"
                {...preloadOn(ProductFormDialog)}
                onClick={() => setOpen('edit')}
              >
                {t('common.edit')}
              </Button>
            )}
          </HStack>
        }
      />
      <Box borderWidth="1px" borderRadius="md" padding="4" marginBlockEnd="6">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          {fact(t('products.fields.barcode'), p.barcode)}
          {fact(
            t('products.fields.salePrice'),
            formatMoney(p.salePrice, p.currency, i18n.language),
          )}
          {p.costPrice !== null &&
            fact(
              t('products.fields.costPrice'),
              formatMoney(p.costPrice, p.currency, i18n.language),
            )}
          {fact(t('products.fields.weightGrams'), String(p.weightGrams))}
          <Stack gap="0">
            <Text textStyle="xs" color="fg.muted">
              {t('products.fields.status')}
            </Text>
            <Box>
              <Badge colorPalette={p.status === 'active' ? 'green' : 'gray'}>
                {t(`products.status.${p.status}`)}
              </Badge>
            </Box>
          </Stack>
        </SimpleGrid>
      </Box>
      <Heading as="h2" size="md" marginBlockEnd="3">
        {t('product.stockPerStore')}
      </Heading>
      <StoreStock productId={p.id} />
      <HStack justify="space-between" marginBlock="6 3">
        <Heading as="h2" size="md">
          {t('product.lastMovements')}
        </Heading>
        <Link to={inventoryPaths.inventory({ tab: 'ledger', productId: p.id })}>
          {t('product.fullLedger')}
        </Link>
      </HStack>
      <DataTable
        caption={t('product.lastMovements')}
        columns={ledgerColumns}
        rows={movements.data?.items}
        rowId={(m) => m.id}
        loading={movements.isFetching}
        empty={t('ledger.empty')}
      />
      <Suspense>
        {open === 'edit' && <ProductFormDialog product={p} onClose={() => setOpen(null)} />}
        {open === 'adjust' && <AdjustDialog product={p} onClose={() => setOpen(null)} />}
        {open === 'transfer' && <TransferDialog product={p} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}

export const Component = ProductDetailPage;
