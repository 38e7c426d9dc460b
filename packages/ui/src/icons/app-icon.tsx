import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useEffect, useSyncExternalStore } from 'react';
import { ICON_PATHS } from './paths';

let loading: Promise<void> | null = null;
let loaded = false;
const listeners = new Set<() => void>();

/**
 * Loads the icons the sign-in page does not draw into ICON_PATHS (once). An app awaits it
 * where a flash of placeholder dots would show (a layout full of icons); an icon not yet
 * loaded starts it by itself and redraws when they arrive.
 */
export function preloadIcons(): Promise<void> {
  loading ??= import('./more-paths').then(({ MORE_ICON_PATHS }) => {
    Object.assign(ICON_PATHS, MORE_ICON_PATHS);
    loaded = true;
    for (const listener of listeners) listener();
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface AppIconProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  /** A name of the icon set (unknown names draw a dot, never throw: remotes may be newer). */
  name: string;
  /** Icons that point (arrows, chevrons) mirror in right-to-left languages. */
  flip?: boolean;
}

/** The shared icon set: decorative (aria-hidden); give the control its accessible name. */
export function AppIcon({ name, flip, boxSize = '1.1em', ...rest }: AppIconProps) {
  useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  const known = name in ICON_PATHS;
  useEffect(() => {
    if (!known) void preloadIcons().catch(() => (loading = null));
  }, [known]);
  const paths = ICON_PATHS[name] ?? ['M12 12h.01'];
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      boxSize={boxSize}
      _rtl={flip ? { transform: 'scaleX(-1)' } : undefined}
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </chakra.svg>
  );
}
