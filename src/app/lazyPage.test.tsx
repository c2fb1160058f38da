import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

const loadPage = () => Promise.resolve({ default: () => <p>the page</p> });

describe('lazyPage', () => {
  it('suspends on a first visit that was not preloaded, then shows the page', async () => {
    const Page = lazyPage(loadPage);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('renders a preloaded page at once, without the fallback', async () => {
    const Page = lazyPage(loadPage);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(loadPage);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
