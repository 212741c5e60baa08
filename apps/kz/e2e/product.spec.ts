import { productHeaderJourneys } from '@ornament/playwright/journeys/product';

productHeaderJourneys({ name: 'kz', catalogPath: '/jewelry-catalog/', currency: /₸/, productBell: true });
