import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentLocale } from './lib/i18n';
import { startOfflineCache } from './lib/offline-cache';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import './styles.css';

document.documentElement.lang = currentLocale();
captureInstallPrompt();
registerServiceWorker();
startOfflineCache();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
