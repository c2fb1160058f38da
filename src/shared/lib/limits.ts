/** The longest film title the app keeps or looks up; OMDb's longest titles are about 200 characters. */
export const TITLE_MAX = 300;
