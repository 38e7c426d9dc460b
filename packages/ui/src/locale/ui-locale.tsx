import type { ReactNode } from 'react';
import { LocaleProvider } from '@chakra-ui/react';

export default function UiLocaleProvider({
  locale,
  children,
}: {
  locale: string;
  children: ReactNode;
}) {
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
