import { menusJourney } from '@ornament/playwright/journeys/menus';
import { profile } from './profile';

menusJourney(profile);
