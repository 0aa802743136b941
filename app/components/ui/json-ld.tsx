import { useNonce } from "~/lib/nonce";

/** schema.org data for search engines. "<" is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not markup; React would entity-escape it as text.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
