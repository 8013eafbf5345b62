import { useCallback, useEffect, useRef, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { StaffAttachmentsResponse, type Translations } from '@aec/contracts';
import { fieldErrorsOf, formErrorsOf, StaffApiError, toDateTimeInput, useStaffConsole, type FormError, type HeldChangeState, type IssueList } from '@aec/ui';
import { attachmentOf, uploadedIds, type AttachmentItem } from '../components/attachments-field';
import { KINDS, type ContentKind } from '../kinds';
import { emptyTranslations, translationFieldId, translationLabel, translationsPayload, type TranslationValues } from '../components/translated-field';

/** What the form needs of a contract schema (zod's safeParse), without importing zod here. */
export interface PayloadSchema {
  safeParse(input: unknown): { success: true; data: unknown } | { success: false; error: IssueList };
}

export interface SavedState {
  id: number;
  /** What the list shows as type: the department code of a department notification. */
  type: string;
  created: boolean;
  unpublished: boolean;
  /** The save waits (approval, its publish-at time): the public page shows the item as it was. */
  held?: HeldChangeState;
}

/** The write kept for a change that waits, as the contract types an item's `held`. */
export type DraftOf<Item extends { held?: { draft: unknown } }> = NonNullable<Item['held']>['draft'];

/** A live item with a change of it that waits (decision 201): `draft` is the write as it was saved. */
export type WithHeld<Item, Draft> = Item & { held?: HeldChangeState & { draft: Draft } };

interface ItemFormOptions<V extends { publishAt: string }, Item, Draft> {
  kind: ContentKind;
  basePath: string;
  /** The item's id; null for a new one. */
  id: number | null;
  empty: V;
  fromItem: (item: Item) => V;
  /** The values of a change that waits (its write as saved), which the form opens on instead of the live item's. */
  fromDraft: (draft: Draft, item: Item) => V;
  /** The request body, before validation with the contract. */
  toPayload: (values: V, fileIds: number[], attachments: AttachmentItem[]) => unknown;
  schema: PayloadSchema;
  /** Id of the element an error of `key` (the zod path joined with dots; never '', the form's own) belongs to. */
  fieldIdOf: (key: string) => string;
  /** The saved item's type for its public link. */
  typeOf: (item: Item) => string;
  unpublishedOf: (item: Item) => boolean;
}

export interface ItemForm<V, Item> {
  /** The change of the live item that waits, when one does (the form shows it), and the public page as it is now. */
  held: HeldChangeState | null;
  publicPath: string | null;
  /** What a publish-at time holds back: a new or hidden item ('item'), or a change of a live one, whose page stays as it is ('change'). */
  publishAtHolds: 'item' | 'change';
  kind: ContentKind;
  values: V;
  set: <K extends keyof V>(field: K) => (value: V[K]) => void;
  /** The Assamese and Hindi versions typed (every translatable field of the kind, '' when empty). */
  translations: TranslationValues;
  setTranslation: (language: 'as' | 'hi', field: string) => (value: string) => void;
  attachments: AttachmentItem[];
  setAttachments: Dispatch<SetStateAction<AttachmentItem[]>>;
  item: Item | null;
  setItem: (item: Item) => void;
  /** Errors by field key (zod path joined with dots); 'attachments' for the files, '' for the form as a whole. */
  errors: Partial<Record<string, string>>;
  summary: FormError[];
  summaryRef: React.RefObject<HTMLDivElement | null>;
  savedRef: React.RefObject<HTMLDivElement | null>;
  loading: boolean;
  loadError: string | null;
  saving: boolean;
  saved: SavedState | null;
  submit: (event: FormEvent) => void;
}

/** The translations the form shows: those of the change that waits, or the live item's. */
const translationsOf = (item: { translations?: Translations; held?: { draft: { translations?: Translations } } }) =>
  item.held ? item.held.draft.translations : item.translations;

/**
 * State of an edit screen: the item loaded (with its files' ids), the values typed, validation with
 * the contract's schema, the save. Nothing typed is lost on an error or a failed save (a 401 shows
 * the shell's sign-in dialog over this screen, which stays mounted).
 */
export function useItemForm<V extends { publishAt: string }, Item extends { id: number }, Draft extends { translations?: Translations } = never>(
  options: ItemFormOptions<V, WithHeld<Item, Draft>, Draft>,
): ItemForm<V, WithHeld<Item, Draft>> {
  const { kind, basePath, id, empty, fromItem, fromDraft, toPayload, schema, fieldIdOf, typeOf, unpublishedOf } = options;
  const { request } = useStaffConsole();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<V>(empty);
  const [translations, setTranslations] = useState<TranslationValues>(() => emptyTranslations(kind));
  const [attachments, setAttachments] = useState<AttachmentItem[]>([]);
  const [item, setItem] = useState<WithHeld<Item, Draft> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [summary, setSummary] = useState<FormError[]>([]);
  const [loading, setLoading] = useState(id !== null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<SavedState | null>(() => (location.state as { saved?: SavedState } | null)?.saved ?? null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    setLoading(true);
    Promise.all([
      request<WithHeld<Item, Draft>>(`/${kind}/${id}`, { signal: controller.signal }),
      request<unknown>(`/attachments/${kind}/${id}`, { signal: controller.signal }).then((body) => StaffAttachmentsResponse.parse(body).rows),
    ]).then(
      ([loaded, files]) => {
        setItem(loaded);
        setValues(loaded.held ? { ...fromDraft(loaded.held.draft, loaded), publishAt: toDateTimeInput(loaded.held.publishAt) } : fromItem(loaded));
        setTranslations(emptyTranslations(kind, translationsOf(loaded)));
        setAttachments(files.map(attachmentOf));
        setLoading(false);
      },
      (err: unknown) => {
        if ((err as Error).name === 'AbortError') return;
        setLoadError(err instanceof StaffApiError ? err.message : 'The item could not be loaded.');
        setLoading(false);
      },
    );
    return () => controller.abort();
    // Loaded once per id: the callbacks are the form's fixed mappings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id, request]);

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
  }, [focusSummary]);
  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const set = useCallback(
    <K extends keyof V>(field: K) =>
      (value: V[K]) =>
        setValues((current) => ({ ...current, [field]: value })),
    [],
  );

  const setTranslation = useCallback(
    (language: 'as' | 'hi', field: string) => (value: string) =>
      setTranslations((current) => ({ ...current, [language]: { ...current[language], [field]: value } })),
    [],
  );
  // translations.as.title: the Assamese title's field, wherever the form puts it.
  const idOf = (key: string) => (key.startsWith('translations.') ? translationFieldId(kind, key) : fieldIdOf(key));

  const fail = (found: Partial<Record<string, string>>) => {
    // A contract message that starts in lower case ("must be a date …") reads better after its field's label;
    // a translation's always does (its message does not say which language).
    const fieldErrors = Object.fromEntries(
      Object.entries(found).map(([key, message = '']) => {
        if (key.startsWith('translations.')) {
          const label = translationLabel(kind, key);
          return [key, label ? `${label}: ${message}` : message];
        }
        if (!key || !/^[a-z]/.test(message)) return [key, message];
        const label = document.querySelector(`label[for="${fieldIdOf(key)}"]`)?.textContent?.replace(/\s*\*?\s*(\(optional\))?\s*$/, '');
        return [key, label ? `${label}: ${message}` : message];
      }),
    );
    setErrors(fieldErrors);
    setSummary(formErrorsOf(fieldErrors, idOf));
    setSaved(null);
    setFocusSummary((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const files = uploadedIds(attachments);
    const payload = toPayload(values, files.ids, attachments) as Record<string, unknown>;
    const parsed = schema.safeParse({ ...payload, translations: translationsPayload(translations) });
    const fieldErrors = { ...(files.problem ? { attachments: files.problem } : {}), ...(parsed.success ? {} : fieldErrorsOf(parsed.error)) };
    if (Object.keys(fieldErrors).length > 0 || !parsed.success) return fail(fieldErrors);
    setSaving(true);
    request<WithHeld<Item, Draft>>(id === null ? `/${kind}` : `/${kind}/${id}`, { method: id === null ? 'POST' : 'PUT', body: parsed.data }).then(
      (stored) => {
        setSaving(false);
        setErrors({});
        setSummary([]);
        const state: SavedState = {
          id: stored.id,
          type: typeOf(stored),
          created: id === null,
          unpublished: unpublishedOf(stored),
          ...(stored.held ? { held: stored.held } : {}),
        };
        if (id === null) {
          navigate(`${basePath}/${stored.id}`, { replace: true, state: { saved: state } });
        } else {
          setItem(stored);
          // What waits is what was typed: the live item's translations would put the old ones back.
          setTranslations(emptyTranslations(kind, translationsOf(stored)));
          setSaved(state);
        }
      },
      (err: unknown) => {
        setSaving(false);
        const message =
          err instanceof StaffApiError
            ? err.status === 401
              ? 'Your session has ended. Sign in again in the dialog, then save again: nothing you typed is lost.'
              : `The ${kind === 'news' ? 'news item' : 'item'} was not saved. ${err.message}`
            : 'The item was not saved; try again.';
        fail({ '': message });
      },
    );
  };

  return {
    held: item?.held ?? null,
    publicPath: item ? KINDS[kind].publicUrl(item.id, typeOf(item)) : null,
    publishAtHolds: item && !unpublishedOf(item) ? 'change' : 'item',
    kind,
    values,
    set,
    translations,
    setTranslation,
    attachments,
    setAttachments,
    item,
    setItem,
    errors,
    summary,
    summaryRef,
    savedRef,
    loading,
    loadError,
    saving,
    saved,
    submit,
  };
}
