import type { MovieSummary } from '../../../api/types';
import { personalText } from './personalText';
import { Modal } from '../../../shared/ui/Modal';
import { PersonalEditor } from './PersonalEditor';

export interface PersonalDialogProps {
  /** The favorite to edit; null keeps the dialog closed. */
  movie: MovieSummary | null;
  onClose: () => void;
}

/** The film page's editor in a dialog, for a favorite's card: the list stays where it was. */
export function PersonalDialog({ movie, onClose }: PersonalDialogProps) {
  return (
    <Modal
      open={movie !== null}
      title={movie ? personalText.dialogTitle(movie.title) : ''}
      closeLabel={personalText.close}
      onClose={onClose}
    >
      {movie && <PersonalEditor key={movie.imdbID} movie={movie} />}
    </Modal>
  );
}

export default PersonalDialog;
