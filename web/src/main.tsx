import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import './index.css';

// The first render as a transition: React renders it in slices of a few milliseconds, giving
// the browser room between them, instead of one long task that holds up the page's thread.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
