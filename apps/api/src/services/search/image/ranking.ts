// Ranks the catalogue's looks against an uploaded picture's features. Pure.
import { type ImageFeatures, featureSimilarity } from './features';
import type { ProductLook } from './productFeatures';

export interface RankedLook {
  look: ProductLook;
  similarity: number;
}

export interface RankOptions {
  limit: number;
  /** The product the search started from (its page's button): left out, its kind of piece preferred. */
  article?: string | undefined;
}

export function rankLooks(query: ImageFeatures, looks: readonly ProductLook[], { limit, article }: RankOptions): RankedLook[] {
  const from = article === undefined ? undefined : looks.find((look) => look.article === article);
  return looks
    .filter((look) => look.article !== article)
    .map((look) => ({ look, similarity: featureSimilarity(query, look.features) + (from && look.type === from.type ? 0.05 : 0) }))
    .sort((a, b) => b.similarity - a.similarity || a.look.id - b.look.id)
    .slice(0, limit)
    .map((ranked) => ({ ...ranked, similarity: Math.min(1, Math.round(ranked.similarity * 1000) / 1000) }));
}
