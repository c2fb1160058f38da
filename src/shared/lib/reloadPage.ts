/** A full reload: the way out of a page that crashed. Its own module so tests can stand in for it. */
export function reloadPage(): void {
  window.location.reload();
}
