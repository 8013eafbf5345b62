import { Route, Routes } from 'react-router';
import { NotFoundRedirect } from '@aec/ui';
import { AlertLinkPage } from './components/alert-link-page';
import { AlertManagePage } from './components/alert-manage-page';
import { AlertsPage } from './components/alerts-page';

/** /alerts, and the pages the links of its mails open: /alerts/confirm, /alerts/unsubscribe and /alerts/manage (?token=). */
export function AlertsRoutes() {
  return (
    <Routes>
      <Route index element={<AlertsPage />} />
      <Route path="confirm" element={<AlertLinkPage action="confirm" />} />
      <Route path="unsubscribe" element={<AlertLinkPage action="unsubscribe" />} />
      <Route path="manage" element={<AlertManagePage />} />
      <Route path="*" element={<NotFoundRedirect />} />
    </Routes>
  );
}
