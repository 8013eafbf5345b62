import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { SubSiteRoutes } from '@aec/ui';
import { clubPages, findClub, type Club } from '../../data/clubs';
import { useCampusT } from '../../messages/catalogue';
import { StudentActivityCenterPage } from './components/student-activity-center-page';
import { ClubAboutPage, ClubActivityPage, ClubBlogPage, ClubGalleryPage, ClubHomePage, ClubTeamPage } from './components/club-pages';
import type { ClubPagePath } from './club-head';

const pageComponents: Record<ClubPagePath, (props: { club: Club; urlId: string }) => ReactNode> = {
  home: ClubHomePage,
  aboutus: ClubAboutPage,
  activity: ClubActivityPage,
  gallery: ClubGalleryPage,
  blog: ClubBlogPage,
  team: ClubTeamPage,
};

function ClubPage({ club, path }: { club: Club; path: ClubPagePath }) {
  const { id = club.code } = useParams();
  const Page = pageComponents[path];
  return <Page club={club} urlId={id} />;
}

/** /club (Student Activity Center) and /club/{code}/{page}, the code in any case; anything else goes to /404. */
export function ClubRoutes() {
  const t = useCampusT();
  const heading = (c: Club) => t(`clubs.names.${c.code}`).toUpperCase();
  return (
    <SubSiteRoutes<Club>
      landing={<StudentActivityCenterPage />}
      find={findClub}
      rootPage="home"
      heading={heading}
      menuLabel={(c) => t('common.menu', { name: heading(c) })}
      menu={(c, id) => clubPages.map((page) => ({ label: t(`clubs.pages.${page}`), to: `/club/${id}/${page}` }))}
      pages={clubPages.map((path) => ({ path, render: (c) => <ClubPage club={c} path={path} /> }))}
    />
  );
}
