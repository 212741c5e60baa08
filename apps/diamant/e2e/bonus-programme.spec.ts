import { bonusProgrammeJourneys } from '@ornament/playwright/journeys/bonusProgramme';
import { profile } from './profile';

bonusProgrammeJourneys(profile);
