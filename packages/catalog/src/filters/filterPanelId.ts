/** The element the phone's 'Фильтры' link targets when there is no script. */
export const filterPanelId = 'catalog-filters';
