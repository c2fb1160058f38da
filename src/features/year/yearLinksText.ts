/** The statistics page's links to the year pages: apart, so that page loads only these words. */
export const yearLinksText = {
  heading: 'Ваши годы',
  yearLink: (year: number) => `Итоги ${year} года`,
} as const;
