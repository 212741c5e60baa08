import { shade } from './palette';

/** What a drawing needs: the metal fill and the stones to set, already defined in <defs>. */
export interface ShapeContext {
  /** Fill or stroke reference of the metal gradient. */
  metal: string;
  metalColor: string;
  /** Darker edge of the metal, for outlines. */
  edge: string;
  dark: boolean;
  /** The feature stone's symbol id and how many there are; null when the piece has no stones. */
  main: { id: string; count: number } | null;
  /** A second kind of stone (accents around the main one). */
  accent: { id: string; count: number } | null;
}

export function edgeOf(color: string): string {
  return shade(color, -0.45);
}
