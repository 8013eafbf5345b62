// The public surface of the contracts package: every API call's schema, one module per resource.
export * from './common';
export * from './health';
export * from './remote-names';
export * from './remotes';
export * from './files';
export * from './ranges';
export * from './notices';
export * from './news-events';
export * from './complaints';
export * from './departments';
export * from './site';
export * from './projects';
export * from './staff';
export * from './staff-projects';
export * from './staff-content';
export * from './server-render';
export * from './releases';
