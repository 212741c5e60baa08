import { favoritesJourneys } from '@ornament/playwright/journeys/favorites';
import { profile } from './profile';

favoritesJourneys(profile);
