/**
 * The router face: the only importer of react-router. Shared as a federation singleton
 * so host and remotes use one router context; it re-exports only what apps use, because
 * a shared module cannot be tree-shaken (DESIGN.md section 8).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  RouterProvider,
  useHref,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useBlocker,
  useRouteError,
  useSearchParams,
  isRouteErrorResponse,
} from 'react-router';
export type {
  LoaderFunctionArgs,
  NavigateFunction,
  RouteObject,
  UIMatch,
  Location,
  Blocker,
  BlockerFunction,
} from 'react-router';
