const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for the inside of a `<script type="application/json">`: `<`, `>` and `&` as \u escapes, so
 * no `</script>` or `<!--` in a value can end or bend the element, and U+2028/2029 escaped too
 * (line breaks to older JavaScript parsers). JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
