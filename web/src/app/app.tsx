import { BrowserRouter } from 'react-router';

import { AppProvider } from './provider';
import { routes } from './router';
import { AppRoutes } from './routing';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProvider>
  );
}
