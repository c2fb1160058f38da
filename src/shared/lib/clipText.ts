/** Cuts text to at most `length` UTF-16 units, never between the halves of a surrogate pair. */
export function clipText(value: string, length: number): string {
  if (value.length <= length) return value;
  const code = value.charCodeAt(length - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? length - 1 : length);
}
