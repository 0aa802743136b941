/**
 * schema.org data for search engines. "<" is escaped so no value can close the script element. A data block is never
 * run, so the script policy does not apply to it and it carries no nonce.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not markup; React would entity-escape it as text.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
