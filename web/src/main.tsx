import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.css';
import { languageReady } from './shared/i18n';
import { App } from './app/app';
import { startOutbox } from './app/outbox-start';
import { registerServiceWorkerWhenIdle } from './app/service-worker';

const container = document.getElementById('root');
// In Bengali or Hindi the first screen waits for its words (the boot screen shows meanwhile), so
// it is never drawn in English first.
if (container) {
  // The first render runs as a transition, so React draws the page in slices of a few
  // milliseconds and the phone stays responsive to a tap meanwhile, rather than in one long task.
  void languageReady.then(() => {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
  registerServiceWorkerWhenIdle();
  startOutbox();
}
