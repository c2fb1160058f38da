import { unstyledClasses } from './pageClasses.ts';

describe('unstyledClasses', () => {
  const css = '._card_Ab1-x{padding:1rem}._title_Ab1-x:hover,.visually-hidden{clip:rect(0 0 0 0)}';

  it('passes a page whose module classes the stylesheet styles', () => {
    const html = '<div class="_card_Ab1-x"><h2 class="_title_Ab1-x visually-hidden">x</h2></div>';
    expect(unstyledClasses(html, css)).toEqual([]);
  });

  it('names a module class with no rule, as a server build named otherwise would use', () => {
    const html = '<div class="_card_Zz9_q _card_Ab1-x"><p class="_card_Ab1-x_12">x</p></div>';
    expect(unstyledClasses(html, css)).toEqual(['_card_Zz9_q', '_card_Ab1-x_12']);
  });
});
