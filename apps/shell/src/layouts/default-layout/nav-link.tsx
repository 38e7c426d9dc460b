import { useTranslation } from '@sp/i18n';
import { NavLink } from '@sp/router';
import { AppIcon, Badge, chakra } from '@sp/ui';
import { useRef } from 'react';
import type { MenuEntry } from '../../federation/module-nav';
import { preloadPath } from '../../lib/preload';

const StyledNavLink = chakra(NavLink);

/** How long the pointer rests on an entry before its page chunk is preloaded. */
const REST_MS = 120;

export interface MenuLinkProps {
  entry: MenuEntry;
  compact?: boolean;
  onNavigate?: () => void;
}

/** One menu entry: icon, label, 'unavailable' badge; preloads its page when the pointer rests. */
export function MenuLink({ entry, compact, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const label = t(`${entry.ns}:${entry.labelKey}`);
  const to = entry.to ?? '/';
  return (
    <StyledNavLink
      to={to}
      end={to === '/dashboard'}
      onClick={onNavigate}
      onPointerEnter={() => {
        timer.current = setTimeout(() => preloadPath(to), REST_MS);
      }}
      onPointerLeave={() => clearTimeout(timer.current)}
      onFocus={() => preloadPath(to)}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      rounded="md"
      fontSize="sm"
      color="inherit"
      textDecoration="none"
      whiteSpace="nowrap"
      _hover={{ bg: 'colorPalette.subtle' }}
      css={{ '&.active': { bg: 'colorPalette.solid', color: 'colorPalette.contrast' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      {entry.icon && <AppIcon name={entry.icon} />}
      {!compact && label}
      {!compact && entry.unavailable && (
        <Badge size="sm" colorPalette="red">
          {t('shell:module.unavailableBadge')}
        </Badge>
      )}
    </StyledNavLink>
  );
}
