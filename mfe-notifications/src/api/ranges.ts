/**
 * Page n (1-based) of a list call as docs/product/api-compatibility.md ranges it: 1 -> 1/size, 2 -> size/2·size, 3 -> 2·size/3·size.
 * The same rule as noticePageRange of @aec/contracts (a test keeps them equal); importing that one
 * would bring zod, about 20 kB gzipped, into this bundle.
 */
export function listPageRange(page: number, size: number): { from: number; to: number } {
  return page <= 1 ? { from: 1, to: size } : { from: (page - 1) * size, to: page * size };
}
