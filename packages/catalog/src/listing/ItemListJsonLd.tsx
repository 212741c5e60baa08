/** A listed product as the JSON-LD names it: its page and name. */
export interface ItemListEntry {
  href: string;
  name: string;
}

/** JSON-LD ItemList of a listing page (schema.org): position, product URL and name. */
export function itemListJsonLd(name: string, entries: readonly ItemListEntry[], firstIndex: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: firstIndex + index + 1,
      url: entry.href,
      name: entry.name,
    })),
  };
}

/** `<` is escaped so no product name can close the script element. */
export function ItemListJsonLd(props: { name: string; entries: readonly ItemListEntry[]; firstIndex: number }) {
  const json = JSON.stringify(itemListJsonLd(props.name, props.entries, props.firstIndex)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
