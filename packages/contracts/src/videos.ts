import { z } from 'zod';
import { FileRef } from './files';
import { VIDEO_PLACES } from './page-reads';
import { UploadRequest } from './staff';

/** An uploaded MP4 at most this large (a few minutes of phone video at a modest rate); base64 in JSON is 4/3 of it. */
export const VIDEO_MAX_BYTES = 40 * 1024 * 1024;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * The video id of a YouTube link, or undefined: youtu.be/<id>, youtube.com/watch?v=<id>, /embed/<id>,
 * /shorts/<id>, /live/<id> (https or http, on YouTube's own hosts only). An id is 11 characters of
 * letters, digits, - and _: anything else (a look-alike host, a playlist, a channel) is refused.
 */
export function youtubeIdOf(link: string): string | undefined {
  // By pattern, not URL: the contracts build for browsers and Node alike without either's types. No user, no port.
  const parts = /^https?:\/\/([A-Za-z0-9.-]+)(\/[^?#\s]*)?(\?[^#\s]*)?(#\S*)?$/i.exec(link.trim());
  if (!parts) return undefined;
  const host = parts[1]!.toLowerCase();
  const path = (parts[2] ?? '').split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = path.length === 1 ? path[0] : undefined;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (path.length === 1 && path[0] === 'watch') id = /[?&]v=([^&]*)/.exec(parts[3] ?? '')?.[1];
    else if (path.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(path[0]!)) id = path[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const Trilingual = (max: number, englishRequired: boolean) =>
  z.object({
    en: englishRequired ? text(max).min(1, 'the English title is required') : text(max).default(''),
    as: text(max).default(''),
    hi: text(max).default(''),
  });

/**
 * POST /api/staff/videos, PUT /api/staff/videos/:id: a YouTube link or an uploaded MP4 (the file id
 * POST /api/staff/videos/files answered), a poster image (an upload of /api/staff/files), and where.
 */
export const VideoWrite = z
  .object({
    title: Trilingual(200, true),
    description: Trilingual(1000, false).default({ en: '', as: '', hi: '' }),
    youtubeUrl: z.string().trim().max(300, 'the YouTube link must be at most 300 characters').optional(),
    fileId: z.number().int().positive('fileId must be a file id').optional(),
    posterFileId: z.number().int().positive('posterFileId must be a file id').nullable().default(null),
    place: z.enum(VIDEO_PLACES, { message: 'place must be resources, news or event' }).default('resources'),
    /** The news item or event the video belongs to (place news or event). */
    itemId: z.number().int().positive('itemId must be the id of a news item or event').nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if ((v.youtubeUrl ? 1 : 0) + (v.fileId ? 1 : 0) !== 1) {
      ctx.addIssue({ code: 'custom', path: ['youtubeUrl'], message: 'Give either a YouTube link or an uploaded MP4 file, not both and not neither.' });
    } else if (v.youtubeUrl && !youtubeIdOf(v.youtubeUrl)) {
      ctx.addIssue({
        code: 'custom',
        path: ['youtubeUrl'],
        message: 'This is not a link to a YouTube video: give one such as https://www.youtube.com/watch?v=… or https://youtu.be/….',
      });
    }
    if (v.place === 'resources' && v.itemId !== null)
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'A video of the resources page has no itemId.' });
    if (v.place !== 'resources' && v.itemId === null)
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: `A video shown under ${v.place === 'news' ? 'a news item' : 'an event'} needs its itemId.` });
  });
export type VideoWrite = z.input<typeof VideoWrite>;

/** POST /api/staff/videos/files: an MP4, recognised by its bytes (an ISO media file with a video track), base64 in JSON. */
export const VideoUploadRequest = UploadRequest.extend({ type: z.literal('video/mp4', { message: 'only MP4 videos can be uploaded here' }) });
export type VideoUploadRequest = z.infer<typeof VideoUploadRequest>;
export const VideoUploadResponse = FileRef.extend({ id: z.number().int(), width: z.number().int().positive(), height: z.number().int().positive() });
export type VideoUploadResponse = z.infer<typeof VideoUploadResponse>;

const TrilingualText = z.object({ en: z.string(), as: z.string(), hi: z.string() });

/** One video as the pages draw it. Its width and height are the MP4's own (16:9 for YouTube), so the page keeps its place. */
export const VideoItem = z.object({
  id: z.number().int(),
  title: TrilingualText,
  description: TrilingualText,
  /** Set for a YouTube video: played from youtube-nocookie.com only after the visitor asks. */
  youtubeId: z.string().regex(YOUTUBE_ID).nullable(),
  /** Set for an uploaded MP4. */
  file: FileRef.nullable(),
  poster: FileRef.nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Sample content, to be replaced by the college. */
  sample: z.boolean(),
});
export type VideoItem = z.infer<typeof VideoItem>;

/** GET /api/videos?place=resources (the default) or ?place=news&item=<id> / ?place=event&item=<id>. */
export const VideoQuery = z
  .object({
    place: z.enum(VIDEO_PLACES, { message: 'place must be resources, news or event' }).default('resources'),
    item: z.coerce.number().int('item must be a whole number').positive('item must be a whole number').optional(),
  })
  .refine((q) => (q.place === 'resources') === (q.item === undefined), {
    message: 'item is given for news and event videos only, and needed for them',
    path: ['item'],
  });
export type VideoQuery = z.infer<typeof VideoQuery>;
export const VideoListResponse = z.object({ videos: z.array(VideoItem) });
export type VideoListResponse = z.infer<typeof VideoListResponse>;

/** The console's row: the public item, where it is shown, and its source as staff entered it. */
export const StaffVideo = VideoItem.extend({
  place: z.enum(VIDEO_PLACES),
  itemId: z.number().int().nullable(),
  position: z.number().int(),
  youtubeUrl: z.string().nullable(),
  /** The ids a write names (fileId, posterFileId). */
  fileId: z.number().int().nullable(),
  posterFileId: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type StaffVideo = z.infer<typeof StaffVideo>;
export const StaffVideoListResponse = z.object({ rows: z.array(StaffVideo) });
export type StaffVideoListResponse = z.infer<typeof StaffVideoListResponse>;

/** POST /api/staff/videos/:id/move: one place earlier or later among the videos of its page. */
export const VideoMove = z.object({ direction: z.enum(['up', 'down'], { message: 'direction must be up or down' }) });
export type VideoMove = z.infer<typeof VideoMove>;
