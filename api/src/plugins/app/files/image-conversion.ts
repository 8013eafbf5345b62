import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { prepareImage } from '../../../lib/image-variants';
import type { FileRepository } from './file-repository';

/**
 * Photos stored before uploads were converted (seeded, imported, uploaded earlier): each made upright,
 * stripped of metadata and given its variants, one at a time in the background after start, with
 * progress in the log. A photo that cannot be read keeps being served as it is (logged, not retried
 * until the next start). `converted` runs after each photo (the answer caches are cleared so the
 * pages list the new variants).
 */
export async function convertStoredImages(files: FileRepository, log: FastifyBaseLogger, converted: () => void, stopped: () => boolean = () => false) {
  const pending = files.unconverted();
  if (pending.length === 0) return { done: 0, failed: 0 };
  log.info({ images: pending.length }, `images: converting ${pending.length} stored photo(s) to upright, metadata-free variants`);
  let done = 0;
  let failed = 0;
  for (const file of pending) {
    if (stopped()) break;
    try {
      const original = files.readOriginal(file);
      files.convertStored(file, await prepareImage(original, file.type), original);
      done += 1;
      converted();
    } catch (error) {
      failed += 1;
      log.warn({ sha256: file.sha256, err: error }, 'images: a stored photo could not be converted; it is served as it is');
    }
    if ((done + failed) % 10 === 0 || done + failed === pending.length) {
      log.info({ done, failed, of: pending.length }, `images: ${done + failed} of ${pending.length} stored photo(s) converted`);
    }
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
