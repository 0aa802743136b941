// PLACEHOLDER: replaced by the issue that owns this route.
export default function Placeholder() {
  return <p className="p-8">This page is being built.</p>;
}
