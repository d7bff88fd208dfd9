import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { startingLanguage, switchLanguage } from './i18n';
import './index.css';

// The first render as a transition: React renders it in slices of a few milliseconds, giving
// the browser room between them, instead of one long task that holds up the page's thread.
function render() {
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A visit in Spanish first fetches the first page's words (a small file), so that it never shows English.
const language = startingLanguage();
if (language === 'en') render();
else void switchLanguage(language, { remember: false }).then(render, render);
