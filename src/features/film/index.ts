// What other features may use of the film a detail page shows (lint allows them nothing else).
export { fetchMovieDetails } from './fetchMovieDetails';
export {
  detailServed,
  filmSlice,
  initialFilmState,
  selectFilm,
  type FilmState,
  type ServedDetail,
} from './filmSlice';
