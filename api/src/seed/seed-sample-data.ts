import type { Db } from '../plugins/app/db/database';
import { createProjectRepository } from '../plugins/app/projects/project-repository';
import { allDocuments } from './documents';
import { seedProjects } from './projects-seed';
import { ensureStaticDocuments, isSeeded, resetContent, seed } from './seed';
import { seedVideos, videosEverStored } from './videos-seed';

export interface SeedOptions {
  /** Write the sample content (AEC_SEED=0 and its CLI counterpart: only the static documents). */
  content: boolean;
  /** Empty the content tables first (`npm run seed -- --reset`); grievances are never touched. */
  reset?: boolean;
  /**
   * Start-up asks only for an empty database: content staff published on a database started with
   * AEC_SEED=0 is never mixed with samples. `npm run seed` is an explicit request and skips this check.
   */
  onlyIntoEmpty?: boolean;
  /**
   * Start-up leaves the sample videos to the caller (outcome 'due'), to make after the server listens:
   * encoding them takes seconds, which a start must not wait for.
   */
  deferVideos?: boolean;
}

export interface SeedOutcome {
  content: 'seeded' | 'already-seeded' | 'has-content' | 'off';
  /** The microsites' pages were written for a database seeded before they existed. */
  projects: boolean;
  /** The sample videos were written (once: never again after staff removed them), are due (deferVideos), or why they could not be. */
  videos: 'seeded' | 'kept' | 'due' | { failed: string };
  documents: { written: number; invalid: string[] };
  ms: number;
}

const hasContent = (db: Db) => !!(db.prepare('SELECT 1 FROM notices LIMIT 1').get() || db.prepare('SELECT 1 FROM news LIMIT 1').get());

/**
 * The only way sample data gets written, used by `npm run seed` and by the API's start-up: the
 * content once, the microsites' pages when missing, and every static document the front ends link to.
 */
export async function seedSampleData(
  db: Db,
  dataDir: string,
  { content, reset = false, onlyIntoEmpty = false, deferVideos = false }: SeedOptions,
): Promise<SeedOutcome> {
  const started = Date.now();
  let outcome: SeedOutcome['content'] = 'off';
  let projects = false;
  let videos: SeedOutcome['videos'] = 'kept';
  if (content) {
    if (reset) resetContent(db);
    if (isSeeded(db)) outcome = 'already-seeded';
    else if (onlyIntoEmpty && hasContent(db)) outcome = 'has-content';
    else {
      await seed(db, dataDir);
      outcome = 'seeded';
    }
    if (createProjectRepository(db).count() === 0) {
      await seedProjects(db, dataDir);
      projects = true;
    }
    // Into a sample database only (seeded now or before videos existed), as the content itself.
    if (outcome !== 'has-content' && !videosEverStored(db)) {
      if (deferVideos) videos = 'due';
      // Encoding is WebAssembly in this process; a failure leaves the videos page empty, never the site down.
      else
        try {
          await seedVideos(db, dataDir);
          videos = 'seeded';
        } catch (error) {
          videos = { failed: (error as Error).message };
        }
    }
  }
  const documents = await ensureStaticDocuments(dataDir, allDocuments);
  return { content: outcome, projects, videos, documents, ms: Date.now() - started };
}
