/** The back office's tables: the row of column headings, one `<th scope="col">` per column. */

/** A column: its heading, or its heading and a class (e.g. "no-print" for a column left off the printout). */
export type Column = string | { label: string; className: string };

export function ColumnHeads({ cols }: { cols: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {cols.map((c) =>
          typeof c === "string" ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.label} scope="col" className={c.className}>
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
