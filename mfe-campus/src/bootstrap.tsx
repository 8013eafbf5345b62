import '@aec/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneRemoteApp } from '@aec/ui';
import { sections } from './routes';

// Standalone (npm run dev -w mfe-campus): the sections under the paths the shell mounts them at.
createRoot(document.getElementById('root')!).render(
  <StandaloneRemoteApp
    title="Campus life"
    module={{ sections }}
    mounts={{ '/campuslife': 'campuslife', '/hostel': 'hostel', '/club': 'club', '/library': 'library', '/ccc': 'ccc' }}
  />,
);
