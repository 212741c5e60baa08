// Deep import, as in FallbackPage: the ui-kit index would drag in the domain package for nothing.
import { Button } from '@ornament/ui-kit/components/Button/Button';
import { FallbackPage } from './FallbackPage';

export interface NotFoundPageProps {
  /** The storefront's catalogue root, the page's second way out. */
  catalogHref: string;
}

/** The 404 page every storefront's `app/not-found.tsx` renders. */
export function NotFoundPage({ catalogHref }: NotFoundPageProps) {
  return (
    <FallbackPage
      code="404"
      title="Страница не найдена"
      text="Возможно, она была перемещена или вы ошиблись в адресе."
      actions={
        <>
          <Button href="/">На главную</Button>
          <Button href={catalogHref} variant="secondary">
            В каталог
          </Button>
        </>
      }
    />
  );
}

