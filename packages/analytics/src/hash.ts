// FNV-1a (32 bit) over the UTF-8 bytes: tiny, dependency-free and stable across browsers, Node and
// builds, so the same article always gets the same item_id_hash in every report. Not a secret and
// not collision-proof; it only gives reports a fixed-width key.

const offsetBasis = 0x811c9dc5;
const prime = 0x01000193;

/** FNV-1a 32-bit hash of `text`, as 8 lowercase hex digits. */
export function fnv1a32(text: string): string {
  let hash = offsetBasis;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, prime);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
