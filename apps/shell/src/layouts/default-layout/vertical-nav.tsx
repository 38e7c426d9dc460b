import { useTranslation } from '@sp/i18n';
import { AppIcon, Box, chakra, Stack, Text } from '@sp/ui';
import { useLocation } from '@sp/router';
import { useState } from 'react';
import type { MenuEntry } from '../../federation/module-nav';
import { isCurrentEntry } from './current-entry';
import { MenuLink } from './nav-link';

export interface VerticalNavProps {
  entries: MenuEntry[];
  collapsed?: boolean;
  onNavigate?: () => void;
}

function Group({
  entry,
  collapsed,
  onNavigate,
}: {
  entry: MenuEntry;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  // Closed, the group would hide its active link: its heading carries the mark instead (open too, for clarity).
  const current = isCurrentEntry(entry, pathname);
  const label = t(`${entry.ns}:${entry.labelKey}`);
  if (collapsed) {
    return (
      <>
        {entry.children?.map((child) => (
          <MenuLink key={child.id} entry={child} compact onNavigate={onNavigate} />
        ))}
      </>
    );
  }
  return (
    <Box>
      <chakra.button
        type="button"
        aria-expanded={open}
        aria-current={current ? 'true' : undefined}
        data-current={current ? '' : undefined}
        onClick={() => setOpen(!open)}
        display="flex"
        alignItems="center"
        gap="2"
        width="full"
        px="3"
        py="2"
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        color={current ? 'colorPalette.fg' : 'fg.muted'}
        bg={current ? 'colorPalette.subtle' : undefined}
        rounded="md"
        borderInlineStartWidth="3px"
        borderInlineStartColor={current ? 'colorPalette.solid' : 'transparent'}
        cursor="pointer"
      >
        {entry.icon && <AppIcon name={entry.icon} />}
        <Text flex="1" textAlign="start">
          {label}
        </Text>
        <AppIcon name={open ? 'chevron-down' : 'chevron-end'} flip />
      </chakra.button>
      {open && (
        <Stack gap="0.5" ps="3">
          {entry.children?.map((child) => (
            <MenuLink key={child.id} entry={child} onNavigate={onNavigate} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The vertical menu (sidebar, or the drawer below the overlay breakpoint). */
export function VerticalNav({ entries, collapsed, onNavigate }: VerticalNavProps) {
  return (
    <Stack gap="1" p="2">
      {entries.map((entry) =>
        entry.children?.length ? (
          <Group
            key={`${entry.module}-${entry.id}`}
            entry={entry}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ) : (
          <MenuLink
            key={`${entry.module}-${entry.id}`}
            entry={entry}
            compact={collapsed}
            onNavigate={onNavigate}
          />
        ),
      )}
    </Stack>
  );
}
