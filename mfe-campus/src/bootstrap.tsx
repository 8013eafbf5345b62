import '@aec/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneRemoteApp } from '@aec/ui';
import { languages, sections } from './routes';

// Standalone (npm run dev -w mfe-campus): the sections under the paths the shell mounts them at.
createRoot(document.getElementById('root')!).render(
  <StandaloneRemoteApp
    title="Campus life"
    module={{ sections, languages }}
    mounts={{ '/campuslife': 'campuslife', '/hostel': 'hostel', '/club': 'club', '/library': 'library', '/ccc': 'ccc' }}
  />,
);
