/** The page's place while its messages load (no text yet: the texts are what is loading). */
export function PartLoading() {
  return <div className="promotions-part-loading" role="status" aria-busy="true" />;
}
