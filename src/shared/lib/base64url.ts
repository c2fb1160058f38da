/** base64url (RFC 4648 §5) without `=` padding, for bytes and for bit streams alike. */

export const BASE64URL_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUES = new Map(Array.from(BASE64URL_ALPHABET, (char, index) => [char, index]));

export function encodeBase64url(bytes: Uint8Array): string {
  const chars: string[] = [];
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index];
    const b = index + 1 < bytes.length ? bytes[index + 1] : 0;
    const c = index + 2 < bytes.length ? bytes[index + 2] : 0;
    const triple = (a << 16) | (b << 8) | c;
    const width = Math.min(3, bytes.length - index) + 1;
    for (let sextet = 0; sextet < width; sextet++) {
      chars.push(BASE64URL_ALPHABET[(triple >>> (18 - 6 * sextet)) & 63]);
    }
  }
  return chars.join('');
}

/**
 * The bytes `text` encodes, or null when it is not canonical unpadded base64url: a character
 * outside the alphabet, an impossible length, or set bits in the last character's filler (so no two
 * texts decode to the same bytes, and changing any character of a ciphertext changes its bytes).
 */
export function decodeBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let written = 0;
  for (const char of text) {
    const value = VALUES.get(char);
    if (value === undefined) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[written++] = (buffer >>> bits) & 0xff;
    }
  }
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return bytes;
}
