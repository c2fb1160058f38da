import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetStorageReports, keepBackup } from '../../data/storage/storage';
import { favoritesPageText } from '../../shared/text/favoritesPage';
import { BackupNotice } from './BackupNotice';

const t = favoritesPageText.backup;

beforeEach(() => {
  localStorage.clear();
  forgetStorageReports();
});

describe('BackupNotice', () => {
  it('says nothing while no backup was kept', () => {
    const { container } = render(<BackupNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the key a backup of the favorites was kept under, and hides when understood', async () => {
    localStorage.setItem('favorites.backup', 'older');
    render(<BackupNotice />);
    const now = new Date('2026-11-26T10:00:00.000Z');
    act(() => void keepBackup('favorites', '{broken', now));
    expect(screen.getByRole('status')).toHaveTextContent(
      t.kept('favorites.backup.2026-11-26T10:00:00.000Z'),
    );
    expect(screen.getByRole('button', { name: t.download })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: t.dismiss }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not about recent searches', () => {
    render(<BackupNotice />);
    act(() => void keepBackup('recentSearches', '["x"'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
