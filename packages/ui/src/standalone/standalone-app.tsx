import { StrictMode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import type { RemoteRoutesModule } from '../remote-contract';

interface StandaloneRemoteAppProps {
  title: string;
  /** Mount path (as the shell mounts it) to section name. */
  mounts: Record<string, string>;
  module: RemoteRoutesModule;
}

/** A remote on its own (npm run dev -w <remote>): its sections under the shell's paths, no shell chrome. */
export function StandaloneRemoteApp({ title, mounts, module }: StandaloneRemoteAppProps) {
  return (
    <StrictMode>
      <BrowserRouter>
        <header className="standalone-bar">
          <strong>{title}</strong> (standalone)
          <nav aria-label="Sections of this remote">
            {Object.keys(mounts).map((path) => (
              <Link key={path} to={path}>
                {path}
              </Link>
            ))}
          </nav>
        </header>
        <main id="main-content" className="container">
          <Routes>
            {Object.entries(mounts).map(([path, section]) => {
              const Section = module.sections[section];
              return Section ? <Route key={path} path={`${path}/*`} element={<Section basePath={path} />} /> : null;
            })}
            <Route path="*" element={<p>Pick a section above.</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>
  );
}
