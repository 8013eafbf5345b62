import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingState, useStaffConsole } from '@aec/ui';
import type { StaffRole } from '@aec/contracts';
import { RemoteSection } from '../federation/remote-section';
import { consoleMounts } from './console-mounts';
import { RoleRefused, UnknownConsoleScreen } from './role-refused';

// The shell's own screens: each its own small chunk, fetched inside the console.
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const DashboardScreen = screen(() => import('./screens/dashboard-screen'));
const AccountsScreen = screen(() => import('./screens/accounts-screen'));
const AuditScreen = screen(() => import('./screens/audit-screen'));
const OutboxScreen = screen(() => import('./screens/outbox-screen'));
const ReleasesScreen = screen(() => import('./screens/releases-screen'));
const AlertsScreen = screen(() => import('./screens/alerts-screen'));
const ApprovalsScreen = screen(() => import('./screens/approvals-screen'));
const VideosScreen = screen(() => import('./screens/videos-screen'));
const PageReviewsScreen = screen(() => import('./screens/page-reviews-screen'));
const PasswordScreen = screen(() => import('./screens/password-screen'));
const TwoFactorScreen = screen(() => import('./screens/two-factor-screen'));

function Guarded({ role, label, children }: { role: StaffRole; label: string; children: ReactNode }) {
  const { can } = useStaffConsole();
  return can(role) ? children : <RoleRefused label={label} />;
}

const below = (path: string) => path.replace(/^\/admin\//, '');

export function ConsoleRoutes() {
  return (
    <Suspense fallback={<LoadingState label="Loading the screen…" />}>
      <Routes>
        <Route index element={<DashboardScreen />} />
        <Route
          path="accounts"
          element={
            <Guarded role="admin" label="Staff accounts">
              <AccountsScreen />
            </Guarded>
          }
        />
        <Route
          path="audit"
          element={
            <Guarded role="admin" label="Audit log">
              <AuditScreen />
            </Guarded>
          }
        />
        <Route
          path="outbox"
          element={
            <Guarded role="admin" label="Mail outbox">
              <OutboxScreen />
            </Guarded>
          }
        />
        <Route
          path="releases"
          element={
            <Guarded role="admin" label="Releases">
              <ReleasesScreen />
            </Guarded>
          }
        />
        <Route
          path="videos"
          element={
            <Guarded role="publisher" label="Videos">
              <VideosScreen />
            </Guarded>
          }
        />
        <Route
          path="page-reviews"
          element={
            <Guarded role="publisher" label="Page reviews">
              <PageReviewsScreen />
            </Guarded>
          }
        />
        <Route path="alerts" element={<AlertsScreen />} />
        <Route path="approvals" element={<ApprovalsScreen />} />
        <Route path="password" element={<PasswordScreen />} />
        <Route path="two-factor" element={<TwoFactorScreen />} />
        {consoleMounts.map((mount) => (
          <Route
            key={mount.path}
            path={`${below(mount.path)}/*`}
            element={
              <Guarded role={mount.role} label={mount.label}>
                <RemoteSection
                  key={mount.path}
                  remote={mount.remote}
                  exposed={mount.exposed}
                  section={mount.section}
                  basePath={mount.path}
                  label={mount.label}
                />
              </Guarded>
            }
          />
        ))}
        <Route path="*" element={<UnknownConsoleScreen />} />
      </Routes>
    </Suspense>
  );
}
