import type { RouteObject } from '@sp/router';
import { RootLayout } from '../layouts/root-layout';
import { HomePage } from './home-page';

/** The shell's own routes, with the modules' routes inside the root layout. */
export function shellRoutes(moduleChildren: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [{ index: true, element: <HomePage /> }, ...moduleChildren],
    },
  ];
}
