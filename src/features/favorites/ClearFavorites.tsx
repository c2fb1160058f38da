import { useState } from 'react';
import { useAppDispatch } from '../../app/store';
import { text } from '../../shared/text';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { clearFavorites } from './favoritesSlice';

/** 'Очистить все' and the confirmation it needs; a cancelled question gives focus back to it. */
export function ClearFavorites() {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{text.favorites.clearAll}</Button>
      <ConfirmDialog
        open={open}
        title={text.confirm.title}
        message={text.confirm.removeAll}
        confirmLabel={text.confirm.removeAllConfirm}
        cancelLabel={text.confirm.cancel}
        onConfirm={() => {
          setOpen(false);
          dispatch(clearFavorites());
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
