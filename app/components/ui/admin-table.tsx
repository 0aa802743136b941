type Column = string | { label: string; srOnly?: boolean; numeric?: boolean };

/** The header row of the admin desk's tables; numbers line up on the right, the last column has no gutter. */
export function AdminTableHead({ columns }: { columns: Column[] }) {
  return (
    <thead>
      <tr className="border-b border-gray-300 text-sm text-gray-700">
        {columns.map((column, i) => {
          const { label, srOnly, numeric } = typeof column === "string" ? { label: column } : column;
          const gutter = i < columns.length - 1 ? "py-2 pr-3" : "py-2";
          return (
            <th key={label} scope="col" className={numeric ? `${gutter} text-right` : gutter}>
              {srOnly ? <span className="sr-only">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
