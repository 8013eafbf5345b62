import type { Statement } from 'better-sqlite3';
import type { Db } from './database';

interface ContentWriteParts<I> {
  insert: Statement;
  update: Statement;
  /** The statement parameters of an input (update adds `id`). */
  values: (input: I) => Record<string, unknown>;
  /** What hangs off the row: its files, its search entry, the answer cache. */
  afterWrite: (id: number, input: I) => void;
}

/**
 * create and update of a published kind (notice, tender, news, event): the row and what hangs off
 * it in one transaction; an update that finds no row writes nothing else.
 */
export function contentWrites<I>(db: Db, { insert, update, values, afterWrite }: ContentWriteParts<I>) {
  return {
    create: db.transaction((input: I): number => {
      const id = Number(insert.run(values(input)).lastInsertRowid);
      afterWrite(id, input);
      return id;
    }),
    update: db.transaction((id: number, input: I): boolean => {
      const changed = update.run({ ...values(input), id }).changes > 0;
      if (changed) afterWrite(id, input);
      return changed;
    }),
  };
}

/** Replaces a row's ordered list of files, when the input names one (undefined keeps the list). */
export const fileListWriter =
  (clear: Statement, add: Statement) =>
  (id: number, fileIds: number[] | undefined): void => {
    if (!fileIds) return;
    clear.run(id);
    fileIds.forEach((fileId, position) => add.run(id, position, fileId));
  };
