// The alerts form's names, apart from the form itself: exported by @aec/ui without loading it (lazy-alerts.tsx).

/** The page form's action (api/src/plugins/app/render/page-forms.ts answers it without the script). */
export const ALERTS_FORM = 'alerts';
/** A chosen topic's field: `topic:<id>` = on (a page form's fields are single values). */
export const topicField = (id: string) => `topic:${id}`;
