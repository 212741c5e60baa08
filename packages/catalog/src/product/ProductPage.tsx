import { fromProduct, toAnalyticsItem } from '@ornament/analytics';
import type { BrandId } from '@ornament/domain';
import { Breadcrumbs, Container } from '@ornament/ui-kit';
import type { ReactNode } from 'react';
import { ProductViewAnalytics } from '../analytics/ProductViewAnalytics';
import { ProductRatingSummary } from '../reviews/ProductRatingSummary';
import { BackInStock } from './BackInStock';
import { ProductBasketButton } from './basket/ProductBasketButton';
import { KitSection } from './KitSection';
import type { ProductDetail } from './loadProduct';
import type { ProductExtras } from './loadProductExtras';
import { slotIds } from './personal/slots';
import { PriceBlock } from './PriceBlock';
import { ProductBadges } from './ProductBadges';
import { ProductClientParts } from './ProductClientParts';
import { ProductFacts } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { ProductInfo } from './ProductInfo';
import { infoBlocksOf } from './paymentBlocks';
import { jsonForScript, productJsonLd } from './productJsonLd';
import { priceViewOf, sizeStateOf } from './productView';
import { QualitySlides } from './QualitySlides';
import { SizePicker } from './SizePicker';
import { StockInfo } from './StockInfo';
import { TradeInBlock } from './TradeInBlock';
import * as styles from './product.css';

/** What the page needs to know of the storefront and the shopper's country. */
export interface ProductPageMarket {
  brand: BrandId;
  /** Payment texts: RU 0, KZ 1, other 2, diamond brand 3. */
  brandIndex: 0 | 1 | 2 | 3;
  /** The shopper's country is Russia: installment, split, pay-later and the online-payment offer. */
  russia: boolean;
  splitPayment: boolean;
  /** The online-payment offer (use_ezvm) is asked for: Russia, never the diamond brand (domain usesEzvm). */
  onlinePaymentOffer: boolean;
  /** 'https://host', for the JSON-LD's absolute URLs. */
  origin: string;
}

export interface ProductPageProps {
  product: ProductDetail;
  extras: ProductExtras;
  market: ProductPageMarket;
  /** The `size` query parameter. */
  requestedSize?: string | undefined;
  /** Alternatives and cross-sell (the recommendations feature), streamed in below the kit. */
  recommendations?: ReactNode;
  /** A promotion banner for the product (streamed in), under the description. */
  promotion?: ReactNode;
}

/**
 * The product page (spec 2 §2–§4), rendered on the server for everyone: the picked size comes from
 * the URL; the shopper's own parts (offer price, personal offer, viewed products, back-in-stock form) fill their
 * slots after paint (ProductClientParts). Other features mount their sections where marked.
 */
export function ProductPage({ product, extras, market, requestedSize, recommendations, promotion }: ProductPageProps) {
  const currency = product.currency.code;
  const sizes = sizeStateOf(product, extras.sizes, requestedSize);
  const view = priceViewOf(product, sizes);
  const decided = !sizes.needsPick;
  const notify = decided && !view.inStock;
  const blocks = infoBlocksOf(extras.areas, {
    brandIndex: market.brandIndex,
    splitPayment: market.splitPayment,
    installment: extras.installment?.available === true,
    onSale: view.oldPrice !== null && view.oldPrice > view.price,
  });
  return (
    <Container as="div" className={styles.page}>
      <ProductViewAnalytics currency={currency} item={toAnalyticsItem(fromProduct(product), { brand: market.brand })} />
      <Breadcrumbs items={product.breadcrumbs} />
      <div className={styles.layout}>
        <ProductGallery media={product.media_with_formatting} name={product.name} />
        <div className={styles.summary}>
          <ProductBadges badges={product.badges} premium={view.premium} saleLabel={extras.saleLabel} />
          <h1 className={styles.title}>{product.name}</h1>
          <ProductRatingSummary article={product.article} rating={product.rating.rating_float} count={product.rating.sum_comments} />
          <p className={styles.muted}>Артикул: {product.article}</p>
          <PriceBlock view={view} currency={currency} installmentText={extras.installment?.available ? extras.installment.text : null} />
          <SizePicker article={product.article} options={sizes.options} picked={sizes.picked} needsPick={sizes.needsPick} />
          <ProductBasketButton
            article={product.article}
            size={sizes.picked?.size ?? ''}
            needsPick={sizes.needsPick}
            inStock={view.inStock}
            shownPrice={{ price: view.price, oldPrice: view.oldPrice, discount: view.discount, currency }}
            shownQuantity={view.quantity}
          />
          <StockInfo view={view} stores={sizes.picked?.stores} decided={decided} />
          {notify ? <BackInStock /> : null}
          <ProductFacts product={product} />
          <ProductInfo blocks={blocks} delivery={extras.delivery} />
          <QualitySlides area={extras.areas['quality-garantee-slides-media']} />
          {/* Last in the column: a shopper's offer appearing after paint moves nothing above it. */}
          <div id={slotIds.personalOffer} />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="product-description" className={styles.section}>
          <h2 id="product-description" className={styles.sectionTitle}>
            Описание
          </h2>
          <p className={styles.description}>{product.description}</p>
        </section>
      ) : null}
      {promotion}
      {market.russia ? <TradeInBlock area={extras.areas['product-trade-in']} /> : null}
      <KitSection products={extras.kit} />
      {recommendations}
      <div id={slotIds.viewed} />
      <ProductClientParts
        article={product.article}
        urlCode={product.url_code}
        size={sizes.picked?.size ?? ''}
        price={view.price}
        currency={currency}
        useEzvm={market.onlinePaymentOffer}
        pointDiamant={market.brand === 'diamant'}
        notify={notify}
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(product, view, market.origin)) }} />
    </Container>
  );
}

