import { z } from 'zod';

import { REMOTE_NAMES } from './remote-names';

/** /remotes.json: remote folder name to the URL of its mf-manifest.json (absolute or site-relative). */
export const RemotesJson = z.partialRecord(
  z.enum(REMOTE_NAMES),
  z.string().regex(/^(https?:\/\/[^\s]+|\/[^\s]*)mf-manifest\.json$/, 'must be a URL ending in mf-manifest.json'),
);
export type RemotesJson = z.infer<typeof RemotesJson>;
