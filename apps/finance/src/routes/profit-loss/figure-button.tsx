import { chakra } from '@sp/ui';
import type { ReactNode } from 'react';

export interface FigureButtonProps {
  /** The accessible name: which figure, of which group. */
  label: string;
  onOpen?: () => void;
  children: ReactNode;
}

/** An amount that opens the records behind it; plain text when there are none to open. */
export function FigureButton({ label, onOpen, children }: FigureButtonProps) {
  if (!onOpen) return <>{children}</>;
  return (
    <chakra.button
      type="button"
      aria-label={label}
      onClick={onOpen}
      color="colorPalette.fg"
      textDecoration="underline"
      textDecorationStyle="dotted"
      textUnderlineOffset="3px"
      cursor="pointer"
      fontVariantNumeric="tabular-nums"
    >
      {children}
    </chakra.button>
  );
}
