import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** Renders a server tree to HTML, awaiting its async Server Components (lazy icons) as React on the server does. */
export async function renderServer(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
