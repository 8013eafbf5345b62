import type { RemoteRoutesModule } from '@aec/ui';
import { CampusLifePage } from './features/campus-life/campus-life-page';
import { HostelRoutes } from './features/hostels/hostel-routes';
import { ClubRoutes } from './features/clubs/club-routes';
import { LibraryPage } from './features/library/library-page';
import { CccRoutes } from './features/ccc/ccc-routes';
import './campus.css';

/** Sections the shell mounts: /campuslife, /hostel/*, /club/*, /library, /ccc/*. */
export const sections: RemoteRoutesModule['sections'] = {
  campuslife: CampusLifePage,
  hostel: HostelRoutes,
  club: ClubRoutes,
  library: LibraryPage,
  ccc: CccRoutes,
};
