/** An IMDb id as OMDb knows it: `tt` and seven or eight digits. */
export const imdbIdPattern = /^tt\d{7,8}$/i;
