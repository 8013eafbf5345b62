import '@aec/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneRemoteApp } from '@aec/ui';
import { sections } from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneRemoteApp title="Projects" module={{ sections }} mounts={{ '/project': 'project' }} />);
