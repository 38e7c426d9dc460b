import { useTranslation } from '@sp/i18n';
import { useLocation, useNavigate } from '@sp/router';
import { AppIcon, Button, HStack, Menu, Portal } from '@sp/ui';
import type { MenuEntry } from '../../federation/module-nav';
import { preloadPath } from '../../lib/preload';
import { isCurrentEntry } from './current-entry';
import { MenuLink } from './nav-link';

export interface HorizontalNavProps {
  entries: MenuEntry[];
}

function GroupMenu({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The group holding the current page says so: a dropdown hides which of its links is active.
  const current = isCurrentEntry(entry, pathname);
  return (
    <Menu.Root
      onSelect={({ value }) => navigate(value)}
      positioning={{ placement: 'bottom-start' }}
    >
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          fontWeight={current ? 'semibold' : 'normal'}
          aria-current={current ? 'true' : undefined}
          data-current={current ? '' : undefined}
          bg={current ? 'colorPalette.subtle' : undefined}
          color={current ? 'colorPalette.fg' : undefined}
          // An underline too, so the mark does not rest on colour alone.
          boxShadow={current ? 'inset 0 -2px 0 0 {colors.colorPalette.solid}' : undefined}
        >
          {entry.icon && <AppIcon name={entry.icon} />}
          {t(`${entry.ns}:${entry.labelKey}`)}
          <AppIcon name="chevron-down" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {entry.children?.map((child) => (
              <Menu.Item
                key={child.id}
                value={child.to ?? '/'}
                aria-current={isCurrentEntry(child, pathname) ? 'page' : undefined}
                fontWeight={isCurrentEntry(child, pathname) ? 'semibold' : undefined}
                onPointerEnter={() => child.to && preloadPath(child.to)}
              >
                {child.icon && <AppIcon name={child.icon} />}
                {t(`${child.ns}:${child.labelKey}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The default, horizontal menu: top entries as links, groups as dropdowns. */
export function HorizontalNav({ entries }: HorizontalNavProps) {
  return (
    <HStack gap="1" wrap="wrap">
      {entries.map((entry) =>
        entry.children?.length ? (
          <GroupMenu key={`${entry.module}-${entry.id}`} entry={entry} />
        ) : (
          <MenuLink key={`${entry.module}-${entry.id}`} entry={entry} />
        ),
      )}
    </HStack>
  );
}
