import { ordersJourneys } from '@ornament/playwright/journeys/orders';
import { profile } from './profile';

ordersJourneys(profile);
