import '@aec/ui/styles.css';
import { createRoot } from 'react-dom/client';
import { StandaloneRemoteApp } from '@aec/ui';
import { sections } from './routes';

createRoot(document.getElementById('root')!).render(
  <StandaloneRemoteApp
    title="Notifications"
    module={{ sections }}
    mounts={{
      '/notifications': 'notifications',
      '/notifications-all': 'notifications-all',
      '/news': 'news',
      '/events': 'events',
      '/screen': 'screen',
      '/bis-corner': 'bis-corner',
    }}
  />,
);
