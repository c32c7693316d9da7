/** Renders the app; loaded by main.tsx only after zod has been told not to use eval. */
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PasswordAgainDialog } from './components/layout/PasswordAgainDialog';
import { Toaster } from './components/ui/toaster';
import { installSessionEndedHandler } from './lib/session-ended';
import './index.css';
import { queryClient } from './lib/query-client';
import { ThemeProvider } from './lib/theme';
import { keepQueriesOnDevice } from './offline/persist-queries';
import { AppRouter } from './router';

installSessionEndedHandler();
// Opened without signal (from the installed app): queries wait for the connection instead of failing.
onlineManager.setOnline(navigator.onLine);
keepQueriesOnDevice();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AppRouter />
        <PasswordAgainDialog />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
