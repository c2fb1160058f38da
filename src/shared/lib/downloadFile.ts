export interface ExportFile {
  fileName: string;
  mimeType: string;
  content: string;
}

// Revoking the URL as soon as the link is clicked cancels the download in some browsers.
const REVOKE_AFTER_MS = 30_000;

/** Saves the file through a temporary download link. */
export function downloadFile(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
