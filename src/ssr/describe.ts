/** About what search engines show of a description; longer ones are cut there anyway. */
export const DESCRIPTION_MAX_CHARS = 160;

const ELLIPSIS = '…';

/**
 * The text on one line, at most `max` characters: cut at the last whole word that fits, with an
 * ellipsis. A single word longer than half the room is cut inside, rather than leave almost nothing.
 */
export function shortenText(value: string, max = DESCRIPTION_MAX_CHARS): string {
  const clean = value.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean); // by code point: an emoji is never split in half
  if (chars.length <= max) return clean;
  const room = chars.slice(0, max - ELLIPSIS.length).join('');
  const nextIsSpace = chars[max - ELLIPSIS.length] === ' ';
  const lastSpace = room.lastIndexOf(' ');
  const words = nextIsSpace ? room : lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${words.replace(/[\s,.;:!?—–-]+$/u, '')}${ELLIPSIS}`;
}
