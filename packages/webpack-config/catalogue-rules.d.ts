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
export const CATALOGUES_FILE: 'catalogues.json';
export class CatalogueManifestPlugin {
  constructor(options: { folders: string[] });
  apply(compiler: unknown): void;
}
