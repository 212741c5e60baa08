import { giftCardsJourneys } from '@ornament/playwright/journeys/giftCards';
import { profile } from './profile';

giftCardsJourneys(profile);
