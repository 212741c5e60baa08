import type { GridDensity } from '@ornament/ui-kit';
import { Container } from '@ornament/ui-kit';
import type { SearchParams } from '../listing/listingQuery';
import FavoritesApp from './FavoritesApp';
import { favoritesStateOf } from './favoritesQuery';

export interface FavoritesRouteProps {
  base: string;
  searchParams: SearchParams;
  density: GridDensity;
  catalogHref: string;
}

/** The favourites page: the URL's sort, page and folder; the rest happens in the browser (per user). */
export function FavoritesRoute({ base, searchParams, density, catalogHref }: FavoritesRouteProps) {
  return (
    <Container as="div">
      <FavoritesApp base={base} state={favoritesStateOf(searchParams)} density={density} catalogHref={catalogHref} />
    </Container>
  );
}
