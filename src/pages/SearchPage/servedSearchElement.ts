/** The element of a search page the server rendered with its results: OMDb's answer, as JSON. */
export const SERVED_SEARCH_ELEMENT_ID = 'served-search';
