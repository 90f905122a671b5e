import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles.css';
import './shared/i18n';
import { App } from './app/app';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
