import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { prepareImage } from '../../../lib/image-variants';
import type { FileRepository, StoredFile } from './file-repository';

/**
 * Photos stored before uploads were converted (seeded, imported, uploaded earlier): each made upright,
 * stripped of metadata and given its variants, one at a time in the background after start, with
 * progress in the log. A photo that cannot be read keeps being served as it is (logged, not retried
 * until the next start). Then a converted photo missing a width added to VARIANT_WIDTHS since gets it.
 * `converted` runs after each photo (the answer caches are cleared so the pages list the new variants).
 */
export async function convertStoredImages(files: FileRepository, log: FastifyBaseLogger, converted: () => void, stopped: () => boolean = () => false) {
  const convert = await eachPhoto(files.unconverted(), log, converted, stopped, {
    start: (n) => `images: converting ${n} stored photo(s) to upright, metadata-free variants`,
    step: async (file) => {
      const original = files.readOriginal(file);
      files.convertStored(file, await prepareImage(original, file.type), original);
    },
    failed: 'images: a stored photo could not be converted; it is served as it is',
    progress: (n, of) => `images: ${n} of ${of} stored photo(s) converted`,
  });
  // Then the photos converted before a width was added to VARIANT_WIDTHS (720, for phones at 2×): made from the original.
  const complete = await eachPhoto(files.variantsToComplete(), log, converted, stopped, {
    start: (n) => `images: adding the missing variant widths to ${n} photo(s)`,
    step: async (file) => {
      files.completeVariants(file, await prepareImage(files.readOriginal(file), file.type));
    },
    failed: 'images: a photo could not be given its missing widths; it keeps the ones it has',
    progress: (n, of) => `images: ${n} of ${of} photo(s) given their missing widths`,
  });
  return { done: convert.done + complete.done, failed: convert.failed + complete.failed };
}

/** One pass over some photos, one at a time, with its progress in the log every ten and at the end. */
async function eachPhoto(
  pending: Array<Pick<StoredFile, 'sha256' | 'type'>>,
  log: FastifyBaseLogger,
  converted: () => void,
  stopped: () => boolean,
  pass: {
    start: (count: number) => string;
    step: (file: Pick<StoredFile, 'sha256' | 'type'>) => Promise<void>;
    failed: string;
    progress: (count: number, of: number) => string;
  },
) {
  let done = 0;
  let failed = 0;
  if (pending.length === 0) return { done, failed };
  log.info({ images: pending.length }, pass.start(pending.length));
  for (const file of pending) {
    if (stopped()) break;
    try {
      await pass.step(file);
      done += 1;
      converted();
    } catch (error) {
      failed += 1;
      log.warn({ sha256: file.sha256, err: error }, pass.failed);
    }
    if ((done + failed) % 10 === 0 || done + failed === pending.length)
      log.info({ done, failed, of: pending.length }, pass.progress(done + failed, pending.length));
  }
  return { done, failed };
}

export default fp(
  async (app) => {
    let closing = false;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', () => {
      running = convertStoredImages(
        app.files,
        app.log,
        () => {
          app.news.cache.clear();
          app.events.cache.clear();
        },
        () => closing,
      ).catch((err: unknown) => app.log.error({ err }, 'images: conversion stopped'));
    });
    app.addHook('onClose', async () => {
      closing = true;
      await running;
    });
  },
  { name: 'image-conversion', dependencies: ['file-repository', 'news-repository', 'event-repository'] },
);
