import { FallbackPage } from '@ornament/shell';
import { Button } from '@ornament/ui-kit';
import { storefront } from '../src/tenant';

export default function NotFound() {
  return (
    <FallbackPage
      code="404"
      title="Страница не найдена"
      text="Возможно, она была перемещена или вы ошиблись в адресе."
      actions={
        <>
          <Button href="/">На главную</Button>
          <Button href={storefront.catalogHref} variant="secondary">
            В каталог
          </Button>
        </>
      }
    />
  );
}
