import fp from 'fastify-plugin';
import type { DepartmentNotification, Translations } from '@aec/contracts';
import { AnswerCache } from '../../../lib/answer-cache';
import { sanitizeMarkup } from '../../../lib/markup';
import type { Db } from '../db/database';
import { toFileRef, type FileRepository, type StoredFile } from '../files/file-repository';
import { createTranslationStore, type TranslationStore } from '../translations/translation-store';

export interface DepartmentNotificationInput {
  deptId: number;
  title: string;
  message: string;
  createdAt: string;
  createdBy: string;
  fileIds?: number[];
  /** Assamese and Hindi versions (a language left out keeps what it had). */
  translations?: Translations;
}

interface NotificationRecord {
  id: number;
  title: string;
  message: string;
  created_at: string;
  created_by: string;
}

export type DepartmentNotificationRepository = ReturnType<typeof createDepartmentNotificationRepository>;

export function createDepartmentNotificationRepository(db: Db, files: FileRepository, translations: TranslationStore = createTranslationStore(db)) {
  const list = db.prepare(
    // Unpublished notifications (staff console) leave the public answer.
    'SELECT id, title, message, created_at, created_by FROM department_notifications WHERE dept_id = ? AND unpublished_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 200',
  );
  const byIdForStaff = db.prepare('SELECT id, dept_id, title, message, created_at, created_by, unpublished_at FROM department_notifications WHERE id = ?');
  const filesOf = db.prepare(
    `SELECT f.id, f.sha256, f.name, f.type, f.size FROM department_notification_files nf JOIN files f ON f.id = nf.file_id
     WHERE nf.notification_id = ? ORDER BY nf.position`,
  );
  const insert = db.prepare(
    'INSERT INTO department_notifications (dept_id, title, message, created_at, created_by) VALUES (@deptId, @title, @message, @createdAt, @createdBy)',
  );
  const update = db.prepare(
    'UPDATE department_notifications SET dept_id = @deptId, title = @title, message = @message, created_at = @createdAt, created_by = @createdBy WHERE id = @id',
  );
  const clearFiles = db.prepare('DELETE FROM department_notification_files WHERE notification_id = ?');
  const addFile = db.prepare('INSERT INTO department_notification_files (notification_id, position, file_id) VALUES (?, ?, ?)');
  const cache = new AnswerCache();

  return {
    cache,
    /** Newest first; `file` carries base64 for compatibility unless lean. */
    list(deptId: number, lean: boolean): DepartmentNotification[] {
      const records = list.all(deptId) as NotificationRecord[];
      const translated = translations.readMany(
        'department-notifications',
        records.map((r) => r.id),
      );
      return records.map((r) => {
        const attached = filesOf.all(r.id) as StoredFile[];
        const t = translated.get(r.id);
        return {
          data: { id: r.id, title: r.title, message: r.message, created_at: r.created_at, created_by: r.created_by, ...(t ? { translations: t } : {}) },
          file: lean ? [] : attached.map((f) => ({ data: files.base64(f)?.data ?? '', type: f.type, name: f.name })),
          files: attached.map(toFileRef),
        };
      });
    },
    /** The staff console's view: unpublished notifications too, with the attachments' file ids. */
    getForStaff(id: number) {
      const r = byIdForStaff.get(id) as (NotificationRecord & { dept_id: number; unpublished_at: string | null }) | undefined;
      if (!r) return undefined;
      const attached = filesOf.all(r.id) as StoredFile[];
      const t = translations.read('department-notifications', r.id);
      return {
        id: r.id,
        deptId: r.dept_id,
        title: r.title,
        message: r.message,
        createdAt: r.created_at,
        createdBy: r.created_by,
        unpublishedAt: r.unpublished_at,
        files: attached.map(toFileRef),
        fileIds: attached.map((f) => f.id),
        ...(t ? { translations: t } : {}),
      };
    },
    update: db.transaction((id: number, input: DepartmentNotificationInput): boolean => {
      const changed = update.run({ ...input, message: sanitizeMarkup(input.message), id }).changes > 0;
      if (changed && input.fileIds) {
        clearFiles.run(id);
        input.fileIds.forEach((fileId, position) => addFile.run(id, position, fileId));
      }
      if (changed) translations.write('department-notifications', id, input.translations);
      cache.clear();
      return changed;
    }),
    create: db.transaction((input: DepartmentNotificationInput): number => {
      const id = Number(insert.run({ ...input, message: sanitizeMarkup(input.message) }).lastInsertRowid);
      (input.fileIds ?? []).forEach((fileId, position) => addFile.run(id, position, fileId));
      translations.write('department-notifications', id, input.translations);
      cache.clear();
      return id;
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    departmentNotifications: DepartmentNotificationRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('departmentNotifications', createDepartmentNotificationRepository(app.db, app.files, app.translations));
  },
  { name: 'department-notification-repository', dependencies: ['db', 'file-repository', 'translation-store'] },
);
