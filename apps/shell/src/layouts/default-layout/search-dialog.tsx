import type { SearchHit } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { Link as RouterLink } from '@sp/router';
import { useAuthStore } from '@sp/shared-auth';
import { AppIcon, Box, Button, Dialog, Input, Kbd, Portal, Stack, Text, chakra } from '@sp/ui';
import { useEffect, useMemo, useState } from 'react';
import { useModuleRegistry } from '../../federation/module-registry';
import { allowedProviders, searchMenu, searchProviders } from './search-logic';
import { flattenMenu, useMenu } from './use-menu';

const ResultLink = chakra(RouterLink);

function Results({
  title,
  hits,
  onPick,
}: {
  title: string;
  hits: SearchHit[];
  onPick: () => void;
}) {
  return (
    <Box as="section" aria-label={title}>
      <Text
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        px="2"
        py="1"
      >
        {title}
      </Text>
      <Stack as="ul" gap="0.5" listStyleType="none">
        {hits.map((hit) => (
          <li key={hit.id}>
            <ResultLink
              to={hit.to}
              onClick={onPick}
              display="block"
              px="2"
              py="1.5"
              rounded="md"
              _hover={{ bg: 'colorPalette.subtle' }}
              _focusVisible={{
                bg: 'colorPalette.subtle',
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
              }}
            >
              <Text>{hit.title}</Text>
              {hit.subtitle && (
                <Text fontSize="xs" color="fg.muted">
                  {hit.subtitle}
                </Text>
              )}
            </ResultLink>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** SPEC C12: the navbar search (Ctrl/Cmd+K): menu pages and the records modules register. */
export function SearchDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [remoteHits, setRemoteHits] = useState<Awaited<ReturnType<typeof searchProviders>>>([]);
  const modules = useModuleRegistry((s) => s.modules);
  const ability = useAuthStore((s) => s.ability);
  const menu = useMenu();
  const pages = useMemo(
    () => flattenMenu(menu).map((e) => ({ to: e.to!, label: t(`${e.ns}:${e.labelKey}`) })),
    [menu, t],
  );
  const providers = useMemo(() => allowedProviders(modules, ability), [modules, ability]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (query.trim().length < 2 || !providers.length) return setRemoteHits([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchProviders(providers, query.trim(), controller.signal).then(
        (r) => !controller.signal.aborted && setRemoteHits(r),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, providers]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const menuHits = searchMenu(pages, query).map((p) => ({ id: p.to, title: p.label, to: p.to }));
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        color="fg.muted"
        fontWeight="normal"
      >
        <AppIcon name="search" />
        <Text display={{ base: 'none', md: 'inline' }}>{t('shell:search.open')}</Text>
        <Kbd display={{ base: 'none', md: 'inline-flex' }} size="sm">
          Ctrl K
        </Kbd>
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => (e.open ? setOpen(true) : close())}
        placement="top"
        size="lg"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title srOnly>{t('shell:search.title')}</Dialog.Title>
                <Input
                  autoFocus
                  type="search"
                  aria-label={t('shell:search.title')}
                  placeholder={t('shell:search.placeholder')}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3" aria-live="polite">
                  {menuHits.length > 0 && (
                    <Results title={t('shell:search.pages')} hits={menuHits} onPick={close} />
                  )}
                  {remoteHits.map(({ provider, hits }) => (
                    <Results
                      key={provider.id}
                      title={t(`${provider.module}:${provider.labelKey}`)}
                      hits={hits}
                      onPick={close}
                    />
                  ))}
                  {query.trim() && menuHits.length === 0 && remoteHits.length === 0 && (
                    <Text color="fg.muted">{t('shell:search.none')}</Text>
                  )}
                </Stack>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
