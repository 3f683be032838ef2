import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';
import { loadPracticeClock } from './lib/practice-clock';
import { registerServiceWorker } from './lib/service-worker';
import './app/styles.css';

registerServiceWorker();

// Every "today" on every screen is the practice's: learn its zone before the first render.
void loadPracticeClock().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
