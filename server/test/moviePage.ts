/** The film data the page carries for the client, parsed; null when it has none. */
export function dataOf(html: string): { id: string; answer: unknown } | null {
  const element = /<script type="application\/json" id="served-detail">([^<]*)<\/script>/.exec(
    html,
  );
  return element ? (JSON.parse(element[1]) as { id: string; answer: unknown }) : null;
}
