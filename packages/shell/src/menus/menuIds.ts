/** Element ids the menu triggers point at with aria-controls. */
export const catalogMenuId = 'catalog-menu';
export const burgerMenuId = 'burger-menu';
