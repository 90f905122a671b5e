import { StrictMode } from 'react';
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
  void languageReady.then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  registerServiceWorkerWhenIdle();
  startOutbox();
}
