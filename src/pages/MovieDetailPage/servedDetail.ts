import type { ServedDetail } from '../../features/film';

/**
 * The film a server-rendered film page carries: OMDb's answer, in a non-executing
 * `<script type="application/json">` of this id (written by src/ssr/renderMoviePage.tsx).
 */
export const SERVED_DETAIL_ELEMENT_ID = 'served-detail';

/** What the element holds: the page's id and OMDb's answer for it, as OMDb sent it. */
export interface ServedDetailData {
  id: string;
  answer: unknown;
}

/**
 * The served film, validated as any OMDb answer is; null when the page has none, or when what it
 * has is not an OMDb answer for a film id (then the page asks OMDb as usual). Read with the film
 * page's chunk, which a film's address fetches beside the app's (main.tsx): not part of the app's
 * start elsewhere.
 */
export async function readServedDetail(doc: Document): Promise<ServedDetail | null> {
  const json = doc.getElementById(SERVED_DETAIL_ELEMENT_ID)?.textContent;
  if (!json) return null;
  let data: Partial<ServedDetailData>;
  try {
    data = JSON.parse(json) as Partial<ServedDetailData>;
  } catch {
    return null;
  }
  if (typeof data?.id !== 'string') return null;
  const { parseDetail } = await import('../../api/schemas');
  const parsed = parseDetail(data.answer);
  if (parsed.ok) {
    const sameFilm = parsed.value.imdbID.toLowerCase() === data.id.toLowerCase();
    return sameFilm ? { id: data.id, movie: parsed.value } : null;
  }
  return parsed.failure ? { id: data.id, movie: null } : null;
}
