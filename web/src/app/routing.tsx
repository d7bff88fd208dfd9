/**
 * How the route table (router.tsx) is rendered: React Router's plain `useRoutes`, with pages
 * loaded on demand by React.lazy and errors caught by a boundary per route. The data router
 * (createBrowserRouter) would add about 17 KB gzipped to the first visit for loaders and
 * actions the app does not use (docs/architecture.md, Web bundle).
 */
import { Component, Suspense, lazy, useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { useTexts } from '@/i18n';

import { ErrorPage } from './routes/error-page';
import { shellTexts } from './texts';

type PageModule = { default: ComponentType };

/** One entry of the route table. */
export interface AppRoute {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  /** A page whose code is downloaded when its route is first shown: `page(() => import('…'))`. */
  lazy?: ComponentType;
  /** An error thrown while rendering this route or one below it shows the error page in its place. */
  errorBoundary?: boolean;
  children?: AppRoute[];
}

// Pages whose code is on its way, so the layout can show that a page is loading.
let loading = 0;
const listeners = new Set<() => void>();
function setLoading(change: number) {
  loading += change;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the code of a page is being downloaded. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/** A page loaded only when its route is visited: each page is a chunk of its own, so a first visit downloads little. */
export function page(load: () => Promise<PageModule>): ComponentType {
  return lazy(async () => {
    setLoading(1);
    try {
      return await load();
    } finally {
      setLoading(-1);
    }
  });
}

/**
 * Shown in the page's place while its code loads (a first visit straight to that page). A
 * screen high, so that the footer starts below the fold and the page's arrival moves nothing
 * in view (no layout shift).
 */
export function PageFallback() {
  const t = useTexts(shellTexts);
  return (
    <div className="flex min-h-screen items-start justify-center pt-[30vh]">
      <Spinner label={t('loadingPage')} />
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** A change (the address) clears the error, so that leaving the broken page works. */
  resetKey: string;
}
interface BoundaryState {
  error: unknown;
  resetKey: string;
  failed: boolean;
}

class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, resetKey: this.props.resetKey, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, error: undefined, failed: false } : null;
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

function ErrorBoundaryAtRoute({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary resetKey={pathname}>{children}</RouteErrorBoundary>;
}

function toRouteObjects(routes: AppRoute[]): RouteObject[] {
  return routes.map(({ lazy: Page, element, errorBoundary, children, ...rest }) => {
    let shown: ReactNode = Page ? (
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    ) : (
      (element ?? <Outlet />)
    );
    if (errorBoundary) shown = <ErrorBoundaryAtRoute>{shown}</ErrorBoundaryAtRoute>;
    return { ...rest, element: shown, ...(children ? { children: toRouteObjects(children) } : {}) } as RouteObject;
  });
}

/** Renders the route table at the current address (inside a BrowserRouter or, in tests, a MemoryRouter). */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const objects = useMemo(() => toRouteObjects(routes), [routes]);
  return useRoutes(objects);
}

/**
 * A new page starts at the top; going back or forward leaves the scroll to the browser, and a
 * link to an anchor (#main) to the anchor.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
