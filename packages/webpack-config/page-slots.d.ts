// Types of page-slots.js, for its test.
export const HTML_MINIFY: { collapseWhitespace: boolean; removeComments: boolean; ignoreCustomComments: RegExp[] };
export const WEBPACK_HTML_MINIMIZE: { comments: RegExp };
export const WEBPACK_CSS_MINIMIZE: { shortenMediaQueries: boolean; mergeLonghands: boolean; shortenSelectors: boolean };
export function slotFaults(templateFile: string, templateText: string, builtHtml: string): string[];
export class PageSlotsPlugin {
  constructor(options: { template: string; file?: string });
  apply(compiler: unknown): void;
}
