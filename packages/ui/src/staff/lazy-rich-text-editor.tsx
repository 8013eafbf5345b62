import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';
import { LoadingState } from '../states/loading-state';

// @aec/ui is one shared module that every visitor downloads; the editor (Tiptap, ProseMirror and
// its CSS) is fetched only when a console screen first shows it.
const Editor = lazy(() => import(/* webpackChunkName: "staff-rich-text-editor" */ './rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor of the staff console, loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<LoadingState label={`Loading the editor for ${props.label}…`} minHeight="12rem" />}>
      <Editor {...props} />
    </Suspense>
  );
}
export type { RichTextEditorProps };
