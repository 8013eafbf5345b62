import { lazy } from 'react';
import { associationSite } from '../../data/sub-sites';
import { SubSite } from '../sub-site';
import { AssociationAboutPage, AssociationContactPage, AssociationHomePage, AssociationResourcesPage } from './components/association-pages';
import '../../office.css';

const AddressedComplaintForm = lazy(() => import('../grievance/components/addressed-complaint-form').then((m) => ({ default: m.AddressedComplaintForm })));

export function AssociationRoutes() {
  return (
    <SubSite
      site={associationSite}
      content={{
        '': <AssociationHomePage />,
        aboutus: <AssociationAboutPage />,
        resources: <AssociationResourcesPage />,
        contact: <AssociationContactPage />,
        complain: <AddressedComplaintForm addressee="ecta" />,
      }}
    />
  );
}
