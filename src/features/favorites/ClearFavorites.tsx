import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { confirmText, favoritesText } from './favoritesText';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { clearFavorites } from './state/favoritesSlice';

/** 'Очистить все' and the confirmation it needs; a cancelled question gives focus back to it. */
export function ClearFavorites() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{favoritesText.clearAll}</Button>
      <ConfirmDialog
        open={open}
        title={confirmText.title}
        message={confirmText.removeAll}
        confirmLabel={confirmText.removeAllConfirm}
        cancelLabel={confirmText.cancel}
        onConfirm={() => {
          setOpen(false);
          dispatch(clearFavorites());
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
