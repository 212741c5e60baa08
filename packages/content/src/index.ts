// @ornament/content: promotions and the wheel, trade-in, gift cards, product authentication, franchise, atelier, shop map, content pages. Filled by its issue; nothing is exported yet.
export {};
