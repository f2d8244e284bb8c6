import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { NoAccessError } from './features/auth/guard';
import { startI18n } from './lib/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The language first (English is at hand; another language is one small catalog), so the first
// render is already in it.
void startI18n().then(() =>
  createRoot(root, {
    // A group guard's refusal renders the no-access page through the group's error boundary: an
    // expected outcome, not an error to log. Anything else is logged as React would.
    onCaughtError: (error, info) => {
      if (error instanceof NoAccessError) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
