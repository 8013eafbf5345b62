import type { ComponentType } from 'react';

/** Props the shell passes to every section it mounts from a remote. */
export interface RemoteSectionProps {
  /** The shell's mount path of this section, e.g. '/hostel'. */
  basePath: string;
}

/**
 * What a remote exposes as './routes': one component per section, each rendering its own
 * <Routes> relative to the shell's mount path (e.g. section 'hostel' mounted at /hostel/*).
 */
export interface RemoteRoutesModule {
  sections: Record<string, ComponentType<RemoteSectionProps>>;
  /**
   * The languages the remote's interface is written in (its catalogue's languages). Omitted: English
   * only. On a page in another language the shell marks the section lang="en" and says so in the
   * page's language (an older release keeps working under a newer shell).
   */
  languages?: readonly ('en' | 'as' | 'hi')[];
}

/** mfe-notifications exposes './home-widgets': the shell places these on the home page. None takes props. */
export interface HomeWidgetsModule {
  /** Flash-news marquee: titles of /api/notice/1/10, pausable. */
  FlashNewsMarquee: ComponentType;
  /** Carousel of 3 captioned news photos (autoplay, loop, 500 ms, pausable). */
  NewsCarousel: ComponentType;
  /** Five news cards and 'More News from AEC' to /news. */
  NewsSection: ComponentType;
  /** Five event cards (spinner while loading) and 'More Events'. */
  EventsSection: ComponentType;
  /** Notices of /api/notice/1/20 whose first description type is AEC. */
  HomeNotices: ComponentType;
}

/** mfe-office exposes './grievance' for reuse (mfe-projects mounts it for the procurement grievance). */
export interface GrievanceModule {
  GrievanceForm: ComponentType<{
    type: 'GENERAL' | 'PROCUREMENT';
    addressee?: 'office' | 'aecsu' | 'ecta';
    /** Where the thank-you's 'Check the status now' leads (default /office/status). */
    statusPath?: string;
  }>;
  GrievanceStatus: ComponentType;
}

/**
 * Staff console screens: mfe-notifications './publishing', mfe-office './grievance-desk',
 * mfe-projects './project-content'. The same shape as './routes'; the shell mounts each section
 * under /admin/<path>/* inside its console layout (shell/src/console/console-mounts.ts), inside
 * StaffConsoleContext (useStaffConsole() from @aec/ui), and only for an account whose role allows it.
 * These are separate exposes so that no public visitor ever downloads console code.
 */
export type ConsoleModule = RemoteRoutesModule;
