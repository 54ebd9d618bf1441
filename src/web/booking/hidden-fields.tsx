/** The flow's URL state carried through a GET form, except the keys the form itself sets. */
export function HiddenFields({ query, except }: { query: URLSearchParams; except: readonly string[] }) {
  return (
    <>
      {[...query.entries()]
        .filter(([k]) => !except.includes(k))
        .map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
    </>
  );
}
