import '@aec/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneRemoteApp } from '@aec/ui';
import { sections } from './routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneRemoteApp title="Office" module={{ sections }} mounts={{ '/office': 'office', '/aecsu': 'aecsu', '/ecta': 'ecta' }} />,
);
