import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { ICON_PATHS } from './paths';

export interface AppIconProps extends Omit<HTMLChakraProps<'svg'>, 'children'> {
  /** A name of the icon set (unknown names draw a dot, never throw: remotes may be newer). */
  name: string;
  /** Icons that point (arrows, chevrons) mirror in right-to-left languages. */
  flip?: boolean;
}

/** The shared icon set: decorative (aria-hidden); give the control its accessible name. */
export function AppIcon({ name, flip, boxSize = '1.1em', ...rest }: AppIconProps) {
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
