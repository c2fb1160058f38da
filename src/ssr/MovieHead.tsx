import type { MovieDetail } from '../api/types';
import { paths } from '../shared/paths';
import { text } from '../shared/text';
import { movieText } from '../shared/text/movie';
import { moviePageText } from '../shared/text/moviePage';
import { shortenText } from './describe';

export const OG_LOCALE = 'ru_RU';

/** Open Graph's kind of video for OMDb's type. */
function ogType(type: string): string {
  if (type === 'series') return 'video.tv_show';
  if (type === 'episode') return 'video.episode';
  return 'video.movie';
}

/** An absolute URL for a poster: as it is when absolute, resolved against `origin` when a path. */
export function absoluteUrl(url: string, origin: string | null): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return origin ? new URL(url, origin).href : null;
}

export interface MovieHeadProps {
  /** Null for the «Фильм не найден» page. */
  movie: MovieDetail | null;
  /** `https://host[:port]`, or null when the server cannot tell its own address. */
  origin: string | null;
}

/**
 * The film page's <head> elements: title, description, Open Graph and Twitter card, canonical link.
 * Rendered by React on the server, so every value is escaped as any React text is.
 */
export function MovieHead({ movie, origin }: MovieHeadProps) {
  if (!movie) {
    return (
      <>
        <title>{text.titles.movie()}</title>
        <meta name="robots" content="noindex" />
      </>
    );
  }
  const title = text.titles.movie(movie.title);
  const description = shortenText(
    movie.plot ?? moviePageText.metaDescription(movie.title, movie.year),
  );
  const url = origin ? new URL(paths.movie.getHref(movie.imdbID), origin).href : null;
  const image = movie.poster ? absoluteUrl(movie.poster, origin) : null;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content={ogType(movie.type)} />
      <meta property="og:site_name" content={text.appName} />
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
      {image && <meta property="og:image:alt" content={movieText.posterAlt(movie.title)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
    </>
  );
}
