/**
 * A memory router for tests, with a handle to read the address and to navigate from outside the
 * tree the way a user's back button or typed address would.
 */
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

export interface TestRouter {
  navigate: (to: string | number) => Promise<void>;
  state: { readonly location: Location };
}

interface Handle {
  location?: Location;
  navigate?: NavigateFunction;
}

function Probe({ handle }: { handle: Handle }) {
  handle.location = useLocation();
  handle.navigate = useNavigate();
  return null;
}

export function testRouter(path: string, children: ReactNode): { tree: ReactNode; router: TestRouter } {
  const handle: Handle = {};
  const router: TestRouter = {
    async navigate(to) {
      if (!handle.navigate) throw new Error('the router has not rendered yet');
      await (typeof to === 'number' ? handle.navigate(to) : handle.navigate(to));
    },
    state: {
      get location() {
        if (!handle.location) throw new Error('the router has not rendered yet');
        return handle.location;
      },
    },
  };
  const tree = (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Probe handle={handle} />
    </MemoryRouter>
  );
  return { tree, router };
}
