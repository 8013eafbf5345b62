import type { Db } from '../plugins/app/db/database';
import { createFileRepository } from '../plugins/app/files/file-repository';
import { prepareImage, type PreparedImage } from '../lib/image-variants';
import { sampleVideo, type SampleVideo } from './sample-video';

/** The resources page's three films: no college film is on YouTube to point at, so each is a short MP4 made here, marked sample. */
const sampleVideos: Array<{
  slug: string;
  colours: [string, string];
  title: Record<'en' | 'as' | 'hi', string>;
  description: Record<'en' | 'as' | 'hi', string>;
}> = [
  {
    slug: 'a-day-at-aec',
    colours: ['#0b3d6e', '#1f6fb2'],
    title: { en: 'A day at Assam Engineering College (sample)', as: 'অসম অভিযান্ত্ৰিক মহাবিদ্যালয়ত এটা দিন (নমুনা)', hi: 'असम इंजीनियरिंग कॉलेज में एक दिन (नमूना)' },
    description: {
      en: 'A few seconds made by the website to stand where the college’s film about its classes, laboratories and hostels will go.',
      as: 'শ্ৰেণী, পৰীক্ষাগাৰ আৰু ছাত্ৰাবাসৰ বিষয়ে মহাবিদ্যালয়ৰ চলচ্চিত্ৰখনৰ ঠাইত ৱেবছাইটে বনোৱা কেইছেকেণ্ডমানৰ নমুনা।',
      hi: 'कक्षाओं, प्रयोगशालाओं और छात्रावासों पर कॉलेज की फ़िल्म की जगह वेबसाइट द्वारा बनाए गए कुछ सेकंड का नमूना।',
    },
  },
  {
    slug: 'seventy-years',
    colours: ['#14532d', '#2f855a'],
    title: {
      en: 'Seventy years of engineering the north-east (sample)',
      as: 'উত্তৰ-পূবৰ অভিযান্ত্ৰিকৰ সত্তৰ বছৰ (নমুনা)',
      hi: 'पूर्वोत्तर की इंजीनियरिंग के सत्तर वर्ष (नमूना)',
    },
    description: {
      en: 'A sample clip, to be replaced by the college’s film in which alumni tell of the roads, bridges and power lines of the region.',
      as: 'অঞ্চলটোৰ পথ, দলং আৰু বিদ্যুৎ লাইনৰ কথা প্ৰাক্তন ছাত্ৰ-ছাত্ৰীয়ে কোৱা মহাবিদ্যালয়ৰ চলচ্চিত্ৰৰ ঠাইত এটা নমুনা।',
      hi: 'एक नमूना, जिसकी जगह कॉलेज की वह फ़िल्म आएगी जिसमें पूर्व छात्र क्षेत्र की सड़कों, पुलों और बिजली लाइनों की बात करते हैं।',
    },
  },
  {
    slug: 'campus-tour',
    colours: ['#7c2d12', '#c2410c'],
    title: { en: 'Campus tour (sample)', as: 'চৌহদ ভ্ৰমণ (নমুনা)', hi: 'परिसर भ्रमण (नमूना)' },
    description: {
      en: 'A sample clip, to be replaced by a walk through the campus at Jalukbari, from the main building to the Brahmaputra.',
      as: 'জালুকবাৰীৰ চৌহদৰ মূল ভৱনৰ পৰা ব্ৰহ্মপুত্ৰলৈ এটা খোজৰ চলচ্চিত্ৰৰ ঠাইত এটা নমুনা।',
      hi: 'एक नमूना, जिसकी जगह जालुकबारी परिसर में मुख्य भवन से ब्रह्मपुत्र तक की सैर आएगी।',
    },
  },
];

/** Whether videos were ever stored: AUTOINCREMENT's sqlite_sequence keeps the last id after every row is deleted. */
export const videosEverStored = (db: Db) => !!db.prepare("SELECT 1 FROM sqlite_sequence WHERE name = 'videos'").get();

/** The sample films (MP4, poster with its photo variants), written once; false when `stopped` (a closing server) cut it short. */
export async function seedVideos(db: Db, dataDir: string, stopped: () => boolean = () => false): Promise<boolean> {
  const files = createFileRepository(db, dataDir);
  // Encoded before the transaction (it cannot wait for promises), one at a time: the encoders share one WebAssembly file system.
  const made: Array<(typeof sampleVideos)[number] & { video: SampleVideo; poster: PreparedImage }> = [];
  for (const v of sampleVideos) {
    if (stopped()) return false;
    const video = await sampleVideo(v.title.en.replace(' (sample)', ''), v.colours);
    made.push({ ...v, video, poster: await prepareImage(video.poster, 'image/jpeg') });
  }
  const insert = db.prepare(
    `INSERT INTO videos (place, item_id, position, title_en, title_as, title_hi, description_en, description_as, description_hi,
       youtube_id, file_id, poster_file_id, width, height, sample, created_at, updated_at)
     VALUES ('resources', NULL, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const size = db.prepare('INSERT OR REPLACE INTO video_files (file_id, width, height) VALUES (?, ?, ?)');
  const now = new Date().toISOString();
  // Staff may have added videos meanwhile (the server was listening): the samples go only where none ever were.
  if (stopped() || videosEverStored(db)) return false;
  db.transaction(() => {
    made.forEach((v, position) => {
      const mp4 = files.save(v.video.mp4, `${v.slug}-sample.mp4`, 'video/mp4');
      size.run(mp4.id, v.video.width, v.video.height);
      const poster = files.save(v.poster.clean, `${v.slug}-poster-sample.jpg`, 'image/jpeg');
      files.saveImage(poster, v.poster, v.video.poster);
      const { title: t, description: d } = v;
      insert.run(position, t.en, t.as, t.hi, d.en, d.as, d.hi, mp4.id, poster.id, v.video.width, v.video.height, now, now);
    });
  })();
  return true;
}
