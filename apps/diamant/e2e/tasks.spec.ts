import { tasksJourneys } from '@ornament/playwright/journeys/tasks';
import { profile } from './profile';

tasksJourneys(profile);
