import { Stack } from '@sp/ui';
import type { ReactNode } from 'react';
import { useDir } from '../lib/use-dir';

/** A dialog's fields in the page's direction (the dialog itself is laid out left to right by Ark, see use-dir). */
export function DialogBody({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4" dir={useDir()}>
      {children}
    </Stack>
  );
}
