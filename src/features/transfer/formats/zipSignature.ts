/**
 * Whether bytes start as a ZIP archive does: a local file header ("PK\3\4") or, for an empty one,
 * the end of the directory ("PK\5\6"). A CSV or JSON file never starts so.
 */
export function looksLikeZip(start: Uint8Array): boolean {
  return start[0] === 0x50 && start[1] === 0x4b && (start[2] === 3 || start[2] === 5);
}
