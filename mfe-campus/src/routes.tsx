import type { RemoteRoutesModule } from '@aec/ui';
import { CampusLifePage } from './features/campus-life/campus-life-page';
import { HostelRoutes } from './features/hostels/hostel-routes';
import { ClubRoutes } from './features/clubs/club-routes';
import { LibraryPage } from './features/library/library-page';
import { CccRoutes } from './features/ccc/ccc-routes';
import { withCatalogue } from './i18n/with-catalogue';
import './campus.css';

/** Sections the shell mounts: /campuslife, /hostel/*, /club/*, /library, /ccc/*; each with its messages. */
export const sections: RemoteRoutesModule['sections'] = {
  campuslife: withCatalogue(CampusLifePage),
  hostel: withCatalogue(HostelRoutes),
  club: withCatalogue(ClubRoutes),
  library: withCatalogue(LibraryPage),
  ccc: withCatalogue(CccRoutes),
};

/** The interface is written in English, Assamese and Hindi (src/messages). */
export const languages: RemoteRoutesModule['languages'] = ['en', 'as', 'hi'];
