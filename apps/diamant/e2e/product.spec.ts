import { productHeaderJourneys } from '@ornament/playwright/journeys/product';

productHeaderJourneys({ name: 'diamant', catalogPath: '/diamant-jewelry-catalog/', currency: /₽/, productBell: false });
