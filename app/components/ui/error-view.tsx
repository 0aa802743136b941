/** A route's error page: the title in the tab and the heading, what happened, and a way on. */
export function ErrorView({ title, message, children }: { title: string; message: string; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>{`${title} | GharStay`}</title>
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 text-lg text-gray-700">{message}</p>
      {children}
    </section>
  );
}
