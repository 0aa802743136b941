/** A two-column grid of short points, each a title and a sentence. */
export function HighlightCards({ items }: { items: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="rounded-lg border border-gray-200 p-6">
          <h3 className="text-lg font-semibold text-gray-900">{item.title}</h3>
          <p className="mt-2 text-gray-700">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
