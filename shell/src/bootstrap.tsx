import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { ShellRoutes } from './routes';

// Beside the first render, not before it: the header and hero never wait for /remotes.json;
// a remote section waits for the registration when it loads (remote-registry.ts).
void registerRemotesFromManifest();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <ShellRoutes />
    </BrowserRouter>
  </StrictMode>,
);
