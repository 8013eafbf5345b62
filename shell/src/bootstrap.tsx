import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerRemotesFromManifest } from './federation/remote-registry';
import { createShellRouter } from './routes';

async function start(): Promise<void> {
  // The shell knows its remotes only now, from the deploy-time /remotes.json.
  await registerRemotesFromManifest();
  const root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <RouterProvider router={createShellRouter()} />
    </StrictMode>,
  );
}

void start();
