import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './lib/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language first (English is at hand; another language is one small catalog), so the first
// render is already in it.
void startI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
