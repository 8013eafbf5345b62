import type { DocumentSpec } from './document-spec';
import { shellDocuments } from './shell';
import { departmentsDocuments } from './departments';
import { officeDocuments } from './office';
import { projectsDocuments } from './projects';
import { campusDocuments } from './campus';
import { notificationsDocuments } from './notifications';

/** Every static document of the site, one catalogue file per front end (each team edits its own). */
export const allDocuments: DocumentSpec[] = [
  ...shellDocuments,
  ...departmentsDocuments,
  ...officeDocuments,
  ...projectsDocuments,
  ...campusDocuments,
  ...notificationsDocuments,
];
