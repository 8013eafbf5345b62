// Types of page-slots.js, for its test.
export const HTML_MINIFY: { collapseWhitespace: boolean; removeComments: boolean; ignoreCustomComments: RegExp[] };
export function slotFaults(templateFile: string, templateText: string, builtHtml: string): string[];
export class PageSlotsPlugin {
  constructor(options: { template: string });
  apply(compiler: unknown): void;
}
