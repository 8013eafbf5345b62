import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * A stylesheet cut into rules, each with the classes it needs: read once per deploy, then a page keeps
 * only the rules its markup can use (a cheap pass over a list, no CSS parsing per render).
 */
export type SheetPiece =
  /** A rule, kept when any of its selectors' classes are all on the page (`needs` null: always kept). */
  | { css: string; needs: string[][] | null }
  /** An @font-face, kept when a rule the page keeps names its family. */
  | { css: string; family: string }
  /** A block at-rule (@media, @supports, @layer, @container): kept with the rules inside it that are kept. */
  | { open: string; pieces: SheetPiece[] };

/**
 * What a page in a language has among its classes (pageLanguage): a rule for `html[lang='as']` needs it. A space
 * keeps it apart from any class name, which never holds one.
 */
export const pageLanguage = (language: string) => `lang ${language}`;

/** The page language a selector's root element names (`html[lang='as'] …`, `:root[lang=hi]`), if any. */
function languageOf(selector: string): string | undefined {
  const root = /^\s*(?:html|:root)((?:\[[^\]]*\])+)/i.exec(selector)?.[1];
  return root ? /\[lang=(['"]?)([a-z]{2,3})\1\]/i.exec(root)?.[2] : undefined;
}

/**
 * Class names a selector needs, and the page language its root names; those inside a pseudo-class's brackets
 * (:not(.x), :is(.a,.b)) are not needed.
 */
function classesOf(selector: string): string[] {
  const language = languageOf(selector);
  let outside = '';
  let depth = 0;
  for (const char of selector) {
    if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside += char;
  }
  // A class name may hold escaped characters (`.sm\:grid`): unescaped, as the markup writes it.
  const classes = [...outside.matchAll(/\.((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\(.)/g, '$1'));
  return language ? [pageLanguage(language), ...classes] : classes;
}

const CONTAINERS = new Set(['media', 'supports', 'layer', 'container', 'document']);

function piecesOf(container: Container<ChildNode>): SheetPiece[] {
  const pieces: SheetPiece[] = [];
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesOf);
      pieces.push({ css: node.toString(), needs: needs.some((classes) => classes.length === 0) ? null : needs });
    } else if (node.type === 'atrule' && node.nodes && CONTAINERS.has(node.name.toLowerCase()) && node.nodes.some((child) => child.type === 'rule')) {
      pieces.push({ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}`, pieces: piecesOf(node) });
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'font-face') {
      const family = node.nodes?.find((child) => child.type === 'decl' && child.prop.toLowerCase() === 'font-family');
      const name = family?.type === 'decl' ? family.value.replace(/^\s*['"]?|['"]?\s*$/g, '') : '';
      pieces.push(name ? { css: node.toString(), family: name } : { css: node.toString(), needs: null });
    } else {
      // @keyframes, @property, @import, declarations: kept whole.
      pieces.push({ css: node.toString(), needs: null });
    }
  }
  return pieces;
}

/** Sheets read already, by their text: a render worker started again (a deploy of one app, a timeout) reads the others' once. */
const read = new Map<string, SheetPiece[]>();
const READ_MAX = 64;

/** A stylesheet's rules and what each needs; a sheet postcss cannot read is one piece kept whole. */
export function sheetPieces(css: string): SheetPiece[] {
  let pieces = read.get(css);
  if (pieces) return pieces;
  try {
    pieces = piecesOf(postcss.parse(css));
  } catch {
    pieces = [{ css, needs: null }];
  }
  if (read.size >= READ_MAX) read.delete(read.keys().next().value!);
  read.set(css, pieces);
  return pieces;
}

/** The class names the page's markup names (`class="a b"`, `class=a` as the minified template writes it). */
export function pageClasses(...markups: string[]): Set<string> {
  const classes = new Set<string>();
  for (const markup of markups) {
    for (const match of markup.matchAll(/\bclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
      for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (name) classes.add(name.replace(/&amp;/g, '&'));
    }
  }
  return classes;
}

/**
 * The rules of a sheet a page with these classes can use, in their order (their cascade is unchanged), and the
 * @font-face rules of the families those rules name: an Assamese page keeps no Devanagari face, an English one
 * neither language's (decision 203).
 */
export function usedCss(pieces: SheetPiece[], classes: Set<string>): string {
  const parts = keptPieces(pieces, classes);
  const rules = parts.filter((part) => typeof part === 'string').join('');
  return parts.map((part) => (typeof part === 'string' ? part : rules.includes(part.family) ? part.css : '')).join('');
}

/** The kept rules' text, with each @font-face left as a piece to decide once every rule is known. */
function keptPieces(pieces: SheetPiece[], classes: Set<string>): (string | { css: string; family: string })[] {
  const kept: (string | { css: string; family: string })[] = [];
  for (const piece of pieces) {
    if ('open' in piece) {
      const inner = usedCss(piece.pieces, classes);
      if (inner) kept.push(`${piece.open}{${inner}}`);
    } else if ('family' in piece) {
      kept.push(piece);
    } else if (piece.needs === null || piece.needs.some((needed) => needed.every((name) => classes.has(name)))) {
      kept.push(piece.css);
    }
  }
  return kept;
}
