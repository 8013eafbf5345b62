import { PageHeader, languagePath, useLanguage, usePageHead, type Breadcrumb, type GalleryImage } from '@aec/ui';

interface CampusPageHeaderProps {
  title: string;
  /** Shown under the title; also the meta description unless `description` says more. */
  lead?: string;
  /** The meta description, when the visible lead alone says too little about the page. */
  description?: string;
  /** Site paths ('/hostel'); each is given the page's language prefix here. */
  breadcrumbs?: Breadcrumb[];
  /** The page's preview picture (Open Graph, Twitter). */
  image?: GalleryImage;
  /** The page's one address when the request's may differ in case (a club's code): see PageHead.canonicalPath. */
  canonicalPath?: string;
}

/**
 * The one h1 of a campus page and everything the page says about itself in the head.
 * The lead is drawn here rather than by PageHeader, so PageHeader names the page (title only) and
 * this one head (with its description) is what the server writes and what the browser keeps:
 * PageHeader's own call would otherwise replace the description with the lead on the server.
 * Breadcrumbs lead to the same language's pages (/as/hostel on an Assamese page).
 */
export function CampusPageHeader({ title, lead, description = lead, breadcrumbs, image, canonicalPath }: CampusPageHeaderProps) {
  const language = useLanguage();
  const crumbs = breadcrumbs?.map((crumb) => (crumb.path ? { ...crumb, path: languagePath(language, crumb.path) } : crumb));
  usePageHead({ title, description, breadcrumbs: crumbs, image: image?.src, imageAlt: image?.alt, canonicalPath });
  return <PageHeader title={title}>{lead && <p className="page-header__lead">{lead}</p>}</PageHeader>;
}
