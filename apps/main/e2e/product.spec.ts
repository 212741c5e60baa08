import { productHeaderJourneys } from '@ornament/playwright/journeys/product';

productHeaderJourneys({ name: 'main', catalogPath: '/jewelry-catalog/', currency: /₽/, productBell: true });
