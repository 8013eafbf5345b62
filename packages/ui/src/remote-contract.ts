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
}
