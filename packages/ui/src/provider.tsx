import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme/system';

export interface UiProviderProps {
  children: ReactNode;
}

/** The one Chakra context: the shell mounts it, remotes render inside it. */
export function UiProvider({ children }: UiProviderProps) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
