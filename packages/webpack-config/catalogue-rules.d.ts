// Types of catalogue-rules.js, for the apps' catalogue tests (through @aec/ui's catalogue-check).
type Messages = { [key: string]: string | Messages };
export function flatten(messages: Messages, prefix?: string): Map<string, string>;
export function missingKeys(english: Messages, other: Messages): string[];
export function extraKeys(english: Messages, other: Messages): string[];
export function placeholderMismatches(english: Messages, other: Messages): string[];
export function catalogueFaults(folder: string): string[];
export class CatalogueCheckPlugin {
  constructor(options: { folders: string[]; failBuild: boolean });
  apply(compiler: unknown): void;
}
